import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select, Skeleton, Switch } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  MAX_OTHER_RECIPIENTS,
  otherRecipients,
  sendDocumentEmailSchema,
  tooManyOtherRecipients,
  type DocumentKind,
  type SendDocumentEmail,
} from '@ledgerline/contracts';
import { useDocumentEmailDraft, useRetryMail } from '@ledgerline/api-client';
import { EmailPreview, type EmailPreviewFields } from './EmailPreview.tsx';

type Props = {
  kind: DocumentKind;
  documentId: string;
  /** "Send invoice INV-0007". */
  title: string;
  open: boolean;
  onClose: () => void;
  /** Sends (marks the document sent and queues the email); rejects with the API's problem. */
  onSend: (email: SendDocumentEmail) => Promise<void>;
  sending: boolean;
};

type Fields = EmailPreviewFields;

/**
 * The send dialog of every document kind: To from the client's addresses (several), Cc typed (the
 * client's addresses and at most MAX_OTHER_RECIPIENTS others), subject and message prefilled from
 * the template, the PDF attached or not, and a preview of the email as the client will get it. The
 * newest email that failed for good shows with its reason and can be sent again.
 */
export function SendEmailDialog({ title, open, onClose, ...body }: Props) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      <SendEmailForm {...body} />
    </Modal>
  );
}

/** The dialog's content, mounted while it is open: each opening starts from the template, in the editing view. */
function SendEmailForm({ kind, documentId, onSend, sending }: Pick<Props, 'kind' | 'documentId' | 'onSend' | 'sending'>) {
  const draft = useDocumentEmailDraft(kind, documentId);
  const retry = useRetryMail();
  const [form] = Form.useForm<Fields>();
  // The fields as they were when the preview opened; null while editing.
  const [previewed, setPreviewed] = useState<Fields | null>(null);
  const data = draft.data;

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      to: data.recipients.slice(0, 1).map((r) => r.email),
      cc: [],
      subject: data.subject,
      message: data.message,
      attachPdf: data.canAttachPdf,
    });
  }, [data, form]);

  const submit = async (fields: Fields) => {
    const parsed = sendDocumentEmailSchema.safeParse(fields);
    if (!parsed.success) {
      setPreviewed(null);
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path[0] as keyof Fields, errors: [issue.message] })));
      return;
    }
    const tooMany = tooManyOtherRecipients(otherRecipients(data?.recipients.map((r) => r.email) ?? [], parsed.data));
    if (tooMany) {
      setPreviewed(null);
      form.setFields([{ name: 'cc', errors: [tooMany] }]);
      return;
    }
    await onSend(parsed.data);
  };

  if (draft.error) return <Alert type="error" title="The email could not be prepared" description={draft.error.message} />;
  if (!data) return <Skeleton active />;
  const failed = data.latest?.status === 'failed' ? data.latest : null;
  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      onFinish={(fields) => void submit(fields)}
      onFinishFailed={() => setPreviewed(null)}
      requiredMark={false}
    >
      {failed ? (
        <Alert
          type="error"
          style={{ marginBottom: 16 }}
          title={`The last email "${failed.subject}" was not delivered`}
          description={failed.error}
          action={
            <Button size="small" loading={retry.isPending} onClick={() => retry.mutate(failed.id, { onSuccess: () => void draft.refetch() })}>
              Send it again
            </Button>
          }
        />
      ) : null}
      {previewed ? <EmailPreview kind={kind} documentId={documentId} fields={previewed} /> : null}
      <div hidden={previewed !== null}>
        <Form.Item label="To" name="to" rules={[{ required: true, message: 'Choose at least one recipient.' }]}>
          <Select
            mode="multiple"
            placeholder={data.recipients.length ? 'Choose the client\'s addresses' : 'This client has no email address: add one to the client first'}
            options={data.recipients.map((r) => ({ value: r.email, label: r.name ? `${r.name} <${r.email}>` : r.email }))}
          />
        </Form.Item>
        <Form.Item label="Cc" name="cc" extra={`The client's addresses, and up to ${MAX_OTHER_RECIPIENTS} others.`}>
          <Select mode="tags" placeholder="Type an address and press Enter" open={false} tokenSeparators={[',', ' ']} />
        </Form.Item>
        <Form.Item label="Subject" name="subject" rules={[{ required: true, message: 'Subject is required.' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[{ required: true, message: 'Message is required.' }]}>
          <Input.TextArea rows={8} maxLength={5000} />
        </Form.Item>
        <Form.Item
          label="Attach PDF"
          name="attachPdf"
          valuePropName="checked"
          extra={data.canAttachPdf ? undefined : 'This server cannot attach the PDF yet; the email carries the link to the document.'}
        >
          <Switch disabled={!data.canAttachPdf} />
        </Form.Item>
      </div>
      <Flex gap="small" justify="flex-end">
        <Button icon={<EyeOutlined />} aria-pressed={previewed !== null} onClick={() => setPreviewed(previewed ? null : form.getFieldsValue(true))}>
          Preview
        </Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send
        </Button>
      </Flex>
    </Form>
  );
}
