import { Form, Select } from 'antd';
import { useTemplates } from '@ledgerline/api-client';
import type { DocumentDraft } from '../draft/document-draft.ts';

const ACCOUNT_DEFAULT = '';

interface TemplatePickerProps<D extends DocumentDraft> {
  draft: D;
  readOnly?: boolean;
  onChange(draft: D): void;
}

/** Which of the account's templates the document prints with; the first choice follows the account's default for its kind. */
export function TemplatePicker<D extends DocumentDraft>({ draft, readOnly = false, onChange }: TemplatePickerProps<D>) {
  const templates = useTemplates();
  const options = [
    { value: ACCOUNT_DEFAULT, label: 'Account default' },
    ...(templates.data?.items ?? []).map((template) => ({ value: template.id, label: template.name })),
  ];
  return (
    <Form.Item label="Template" htmlFor="document-template" style={{ marginBottom: 0 }}>
      <Select
        id="document-template"
        value={draft.templateId ?? ACCOUNT_DEFAULT}
        options={options}
        loading={templates.isPending}
        disabled={readOnly}
        onChange={(value: string) => onChange({ ...draft, templateId: value === ACCOUNT_DEFAULT ? null : value })}
        style={{ minWidth: 200 }}
      />
    </Form.Item>
  );
}
