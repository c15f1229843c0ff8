import { Alert, Button, Form, Input } from 'antd';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, contactMessageBodySchema, type ContactMessageBody } from '@ledgerline/contracts';
import { zodRule } from '@ledgerline/forms';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { useSendContactMessage } from './send-contact-message.ts';

const fields = contactMessageBodySchema.shape;

/**
 * The trap for form-filling bots: off-screen, out of the tab order and hidden from assistive
 * technology, so no person ever fills it in (contracts: CONTACT_HONEYPOT_FIELD).
 */
const HONEYPOT_STYLE = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/** Name, email, subject and message, checked with the server's own schema; `onSent` gets what was sent. */
export function ContactForm({ onSent }: { onSent: (sent: ContactMessageBody) => void }) {
  const { user } = useShell();
  const send = useSendContactMessage();
  const [form] = Form.useForm<ContactMessageBody>();
  const failure = send.isError ? problemErrors(send.error) : null;

  const submit = (values: ContactMessageBody) =>
    send.mutate(values, {
      onSuccess: () => onSent(values),
      onError: (error) => {
        const { fields: byField } = problemErrors(error);
        form.setFields(Object.entries(byField).map(([name, message]) => ({ name: name as keyof ContactMessageBody, errors: [message] })));
      },
    });

  return (
    <Form<ContactMessageBody>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: user?.username ?? '', email: user?.email ?? '' }}
      onFinish={submit}
      style={{ position: 'relative' }}
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure.message} style={{ marginBottom: 16 }} />}
      <Form.Item label="Your name" name="name" rules={[zodRule(fields.name)]}>
        <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[zodRule(fields.email)]}>
        {/* inputMode, not type="email": the browser's own check would stop the form before the schema's sentence shows. */}
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={[zodRule(fields.subject)]}>
        <Input maxLength={CONTACT_LIMITS.subject} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={[zodRule(fields.message)]}>
        <Input.TextArea rows={6} maxLength={CONTACT_LIMITS.message} showCount />
      </Form.Item>
      <div aria-hidden="true" style={HONEYPOT_STYLE}>
        <Form.Item label="Leave this field empty" name={CONTACT_HONEYPOT_FIELD}>
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
        Send message
      </Button>
    </Form>
  );
}
