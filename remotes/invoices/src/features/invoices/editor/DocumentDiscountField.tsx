import { Form } from 'antd';
import { DiscountField } from './DiscountField.tsx';
import type { InvoiceDraft } from './invoice-draft.ts';
import { errorAt, type FieldErrors } from './read-draft.ts';

/** The discount on the whole invoice, spread over the lines by the calculator. */
export function DocumentDiscountField({ draft, errors, onChange }: { draft: InvoiceDraft; errors: FieldErrors; onChange(draft: InvoiceDraft): void }) {
  const message = errorAt(errors, 'discount');
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Invoice discount" htmlFor="invoice-discount" validateStatus={message ? 'error' : undefined} help={message} style={{ maxWidth: 320 }}>
        <DiscountField id="invoice-discount" label="Invoice discount" currency={draft.currency} value={draft.discount} status={message ? 'error' : undefined} onChange={(discount) => onChange({ ...draft, discount })} />
      </Form.Item>
    </Form>
  );
}
