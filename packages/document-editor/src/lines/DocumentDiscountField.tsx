import { Form } from 'antd';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { DiscountField } from './DiscountField.tsx';
import type { DocumentDraft } from '../draft/document-draft.ts';
import { errorAt, type FieldErrors } from '../draft/read-draft.ts';

interface DocumentDiscountFieldProps<D extends DocumentDraft> {
  kind: DocumentKind;
  draft: D;
  errors: FieldErrors;
  onChange(draft: D): void;
  /** Where the discount takes only some lines (a job's final invoice: the estimate's), a sentence saying which. */
  scope?: string;
}

/** The discount on the whole document ("Invoice discount"), spread over the lines by the calculator. */
export function DocumentDiscountField<D extends DocumentDraft>({ kind, draft, errors, onChange, scope }: DocumentDiscountFieldProps<D>) {
  const message = errorAt(errors, 'discount');
  const label = `${DOCUMENT_KIND_LABELS[kind]} discount`;
  const id = `${kind}-discount`;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={label} htmlFor={id} validateStatus={message ? 'error' : undefined} help={message ?? scope} style={{ maxWidth: 320 }}>
        <DiscountField id={id} label={label} currency={draft.currency} value={draft.discount} status={message ? 'error' : undefined} onChange={(discount) => onChange({ ...draft, discount })} />
      </Form.Item>
    </Form>
  );
}
