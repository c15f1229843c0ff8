import { Collapse, Form, Input } from 'antd';
import type { TemplateSettings } from '@ledgerline/contracts';
import { templateLabels } from '@ledgerline/documents/document-view/template-labels.ts';
import { LABEL_GROUPS } from './label-fields.ts';
import type { TemplateDraft } from './use-template-draft.ts';

/** The built-in words, shown in the empty label fields. */
const builtIn = templateLabels({ labels: {} });

/** Header and footer texts, and the words the business renames (an empty one keeps the built-in word). */
export function TextControls({ settings, change }: { settings: TemplateSettings; change: TemplateDraft['change'] }) {
  return (
    <>
      <Form.Item label="Header text" htmlFor="template-header">
        <Input.TextArea id="template-header" rows={2} maxLength={500} value={settings.headerText} onChange={(event) => change({ headerText: event.target.value }, 'headerText')} />
      </Form.Item>
      <Form.Item label="Footer text" htmlFor="template-footer">
        <Input.TextArea id="template-footer" rows={2} maxLength={500} value={settings.footerText} onChange={(event) => change({ footerText: event.target.value }, 'footerText')} />
      </Form.Item>
      <Collapse
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'labels',
            label: 'Labels',
            children: LABEL_GROUPS.map((group) => (
              <fieldset key={group.title} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
                <legend style={{ fontSize: 13, fontWeight: 600, marginBottom: 4 }}>{group.title}</legend>
                {group.fields.map(([key, caption]) => (
                  <Form.Item key={key} label={caption} htmlFor={`template-label-${key}`} style={{ marginBottom: 8 }}>
                    <Input
                      id={`template-label-${key}`}
                      maxLength={40}
                      placeholder={builtIn(key)}
                      value={settings.labels[key] ?? ''}
                      onChange={(event) => change({ labels: { ...settings.labels, [key]: event.target.value } }, `label-${key}`)}
                    />
                  </Form.Item>
                ))}
              </fieldset>
            )),
          },
        ]}
      />
    </>
  );
}
