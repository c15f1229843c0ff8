import { ColorPicker, Form, Input, Radio, Select } from 'antd';
import { TEMPLATE_DESIGNS, type TemplateSettings } from '@ledgerline/contracts';
import type { TemplateDraft } from './use-template-draft.ts';

const DESIGN_NAMES = { clean: 'Clean', classic: 'Classic', bold: 'Bold' } as const;
const PAPER_OPTIONS = [
  { value: 'account', label: "The account's paper size" },
  { value: 'A4', label: 'A4' },
  { value: 'LETTER', label: 'US Letter' },
];

/** Name, design, accent colour, font and paper size. */
export function LookControls({ settings, change }: { settings: TemplateSettings; change: TemplateDraft['change'] }) {
  return (
    <>
      <Form.Item label="Template name" htmlFor="template-name">
        <Input id="template-name" value={settings.name} maxLength={80} onChange={(event) => change({ name: event.target.value }, 'name')} />
      </Form.Item>
      <Form.Item label="Design" htmlFor="template-design">
        <Select
          id="template-design"
          value={settings.design}
          options={TEMPLATE_DESIGNS.map((design) => ({ value: design, label: DESIGN_NAMES[design] }))}
          onChange={(design) => change({ design })}
        />
      </Form.Item>
      <Form.Item label="Accent colour">
        <ColorPicker
          aria-label="Accent colour"
          value={settings.accentColor}
          disabledAlpha
          showText
          onChangeComplete={(colour) => change({ accentColor: colour.toHexString().slice(0, 7) })}
        />
      </Form.Item>
      <Form.Item label="Font">
        <Radio.Group
          aria-label="Font"
          value={settings.font}
          options={[{ value: 'sans', label: 'Sans' }, { value: 'serif', label: 'Serif' }]}
          onChange={(event) => change({ font: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Paper size" htmlFor="template-paper">
        <Select
          id="template-paper"
          value={settings.paperSize ?? 'account'}
          options={PAPER_OPTIONS}
          onChange={(value: string) => change({ paperSize: value === 'A4' || value === 'LETTER' ? value : null })}
        />
      </Form.Item>
    </>
  );
}
