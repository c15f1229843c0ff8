import { Button, Flex, Form, Radio, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MAX_BYTES, LOGO_TYPES, type Template, type TemplateSettings } from '@ledgerline/contracts';
import { useRemoveTemplateLogo, useUploadTemplateLogo } from '@ledgerline/api-client';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import type { TemplateDraft } from './use-template-draft.ts';

type Props = {
  /** The saved template; a new one is saved before it can take a logo. */
  template: Template | undefined;
  settings: TemplateSettings;
  change: TemplateDraft['change'];
  /** The template as the server answered the upload or removal (a logo moves its version). */
  onSaved: (template: Template) => void;
};

const MAX_KB = Math.round(LOGO_MAX_BYTES / 1024);

/** The logo (the server checks it is a PNG or JPEG within the size limit, and says why not) and where it sits. */
export function LogoControl({ template, settings, change, onSaved }: Props) {
  const { toast } = useShell();
  const upload = useUploadTemplateLogo();
  const remove = useRemoveTemplateLogo();
  const refuse = (message: string) => toast.error('The logo was not uploaded', message);

  function send(file: File) {
    if (!template) return;
    upload.mutate({ id: template.id, file }, { onSuccess: onSaved, onError: (error) => refuse(problemErrors(error).message) });
  }

  return (
    <Form.Item label="Logo">
      <Flex gap={12} align="center" wrap>
        {template?.logoUrl && <img src={template.logoUrl} alt="Current logo" style={{ maxHeight: 40, maxWidth: 120 }} />}
        <Upload
          accept={LOGO_TYPES.join(',')}
          showUploadList={false}
          disabled={!template}
          beforeUpload={(file) => {
            send(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={!template}>
            {template?.logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
        </Upload>
        {template?.logoUrl && (
          <Button
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() => remove.mutate(template.id, { onSuccess: onSaved, onError: (error) => refuse(problemErrors(error).message) })}
          >
            Remove logo
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
        {template ? `PNG or JPEG, at most ${MAX_KB} KB.` : 'Save the template first, then add its logo.'}
      </Typography.Paragraph>
      <Radio.Group
        aria-label="Logo position"
        value={settings.logoPosition}
        options={[{ value: 'left', label: 'Left' }, { value: 'center', label: 'Centre' }, { value: 'right', label: 'Right' }]}
        onChange={(event) => change({ logoPosition: event.target.value })}
      />
    </Form.Item>
  );
}
