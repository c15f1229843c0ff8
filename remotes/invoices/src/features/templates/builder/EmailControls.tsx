import { Form, Input, Tabs, Tag, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, TEMPLATE_PLACEHOLDERS, type DocumentKind, type TemplateEmail, type TemplateSettings } from '@ledgerline/contracts';
import type { TemplateDraft } from './use-template-draft.ts';

/** The email subject and message of each document kind, with the placeholders they may hold. */
export function EmailControls({ settings, change }: { settings: TemplateSettings; change: TemplateDraft['change'] }) {
  const update = (kind: DocumentKind, patch: Partial<TemplateEmail>, field: string) =>
    change({ emails: { ...settings.emails, [kind]: { ...settings.emails[kind], ...patch } } }, `${kind}-${field}`);
  return (
    <Form.Item label="Email">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Placeholders, filled in when the email is sent:{' '}
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Tag key={placeholder} style={{ fontFamily: 'monospace' }}>
            {placeholder}
          </Tag>
        ))}
      </Typography.Paragraph>
      <Tabs
        size="small"
        items={DOCUMENT_KINDS.map((kind) => ({
          key: kind,
          label: DOCUMENT_KIND_LABELS[kind],
          children: (
            <>
              <Form.Item label="Subject" htmlFor={`email-${kind}-subject`} style={{ marginBottom: 8 }}>
                <Input id={`email-${kind}-subject`} maxLength={200} value={settings.emails[kind].subject} onChange={(event) => update(kind, { subject: event.target.value }, 'subject')} />
              </Form.Item>
              <Form.Item label="Message" htmlFor={`email-${kind}-body`} style={{ marginBottom: 0 }}>
                <Input.TextArea id={`email-${kind}-body`} rows={6} maxLength={5000} value={settings.emails[kind].body} onChange={(event) => update(kind, { body: event.target.value }, 'body')} />
              </Form.Item>
            </>
          ),
        }))}
      />
    </Form.Item>
  );
}
