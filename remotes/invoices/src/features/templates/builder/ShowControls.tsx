import { Checkbox, Form } from 'antd';
import type { TemplateSettings, TemplateShow } from '@ledgerline/contracts';
import type { TemplateDraft } from './use-template-draft.ts';

const SHOWN: [keyof TemplateShow, string][] = [
  ['quantity', 'Quantity column'],
  ['unit', 'Unit column'],
  ['taxPerLine', 'Tax per line'],
  ['discount', 'Discount'],
  ['siteAddress', 'Site address'],
  ['paymentInstructions', 'Payment instructions'],
  ['signature', 'Signature'],
];

/** Which blocks and columns the documents show. */
export function ShowControls({ settings, change }: { settings: TemplateSettings; change: TemplateDraft['change'] }) {
  return (
    <Form.Item label="Show">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 4 }}>
        {SHOWN.map(([key, caption]) => (
          <Checkbox key={key} checked={settings.show[key]} onChange={(event) => change({ show: { ...settings.show, [key]: event.target.checked } })}>
            {caption}
          </Checkbox>
        ))}
      </div>
    </Form.Item>
  );
}
