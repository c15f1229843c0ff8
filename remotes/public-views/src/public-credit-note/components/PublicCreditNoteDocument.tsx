import { formatMoney, statusLook, type PublicCreditNote } from '@ledgerline/contracts';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { PublicDocumentSheet } from '../../shared/public-document/PublicDocumentSheet.tsx';
import { StatusTag } from '../../shared/public-document/StatusTag.tsx';

/** The credit note as its client reads it: the invoice it corrects, what it takes back and where that money went. */
export function PublicCreditNoteDocument({ creditNote, token }: { creditNote: PublicCreditNote; token: string }) {
  const view = publicDocumentView({ kind: 'credit_note', document: creditNote });
  return (
    <PublicDocumentSheet
      kind="credit_note"
      view={view}
      token={token}
      status={<StatusTag look={statusLook('credit_note', creditNote.status)} />}
      facts={
        <div className="fact">
          <dt>Total credited</dt>
          <dd className="due">{formatMoney(creditNote.totals.total, creditNote.currency)}</dd>
        </div>
      }
    />
  );
}
