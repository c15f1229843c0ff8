import { formatMoney, type PublicInvoice } from '@ledgerline/contracts';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { PublicDocumentSheet } from '../../shared/public-document/PublicDocumentSheet.tsx';
import { InvoiceStatus } from './InvoiceStatus.tsx';
import { PayNowPanel } from './PayNowPanel.tsx';

/** The invoice as its client reads it, with what is still due and, when the business takes cards, Pay now. */
export function PublicInvoiceDocument({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  const view = publicDocumentView({ kind: 'invoice', document: invoice });
  return (
    <PublicDocumentSheet
      kind="invoice"
      view={view}
      token={token}
      status={<InvoiceStatus status={invoice.status} overdue={invoice.overdue} />}
      before={invoice.payNow && <PayNowPanel token={token} currency={invoice.currency} offer={invoice.payNow} />}
      facts={
        <div className="fact">
          <dt>Balance due</dt>
          <dd className="due">{formatMoney(invoice.balance, invoice.currency)}</dd>
        </div>
      }
    />
  );
}
