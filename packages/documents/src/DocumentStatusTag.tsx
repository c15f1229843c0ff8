import { INVOICE_OVERDUE, statusLook, type DocumentKind, type DocumentStatus } from '@ledgerline/contracts';
import { PlainTag } from '@ledgerline/plain-ui';

interface DocumentStatusTagProps<K extends DocumentKind> {
  kind: K;
  status: DocumentStatus<K>;
  /** An invoice still owed after its due date: Overdue is shown beside the status, never instead of it. */
  overdue?: boolean;
}

/**
 * A document's status with its one label (packages/contracts' status machines), in lists, editors
 * and client pages alike. Plain tags: the invoice list's first rows draw it on the first screen.
 */
export function DocumentStatusTag<K extends DocumentKind>({ kind, status, overdue = false }: DocumentStatusTagProps<K>) {
  const look = statusLook(kind, status);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <PlainTag tone={look.tone}>{look.label}</PlainTag>
      {overdue && <PlainTag tone={INVOICE_OVERDUE.tone}>{INVOICE_OVERDUE.label}</PlainTag>}
    </span>
  );
}
