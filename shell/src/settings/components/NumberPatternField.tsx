import { Form, Input } from 'antd';
import { formatDocumentNumber, numberPatternSchema } from '@ledgerline/contracts';
import { zodRule } from '@ledgerline/forms';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The invoice number pattern, with what an invoice issued today would be numbered as the user types. */
export function NumberPatternField() {
  const pattern = Form.useWatch<string | undefined>('invoiceNumberPattern');
  const valid = numberPatternSchema.safeParse(pattern ?? '');
  const preview = valid.success ? formatDocumentNumber(valid.data, 1, today()) : null;
  return (
    <Form.Item
      label="Invoice number pattern"
      name="invoiceNumberPattern"
      rules={[zodRule(numberPatternSchema)]}
      extra={
        <>
          {'{YYYY} {YY} {MM} {DD} are the issue date; a run of zeros such as {0000} is the counter.'}
          {preview && (
            <div aria-live="polite">
              Example: <strong>{preview}</strong>
            </div>
          )}
        </>
      }
    >
      <Input placeholder="INV-{YYYY}-{0000}" autoComplete="off" />
    </Form.Item>
  );
}
