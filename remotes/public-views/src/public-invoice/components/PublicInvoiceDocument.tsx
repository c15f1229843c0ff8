import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate, formatMoney, type PublicInvoice } from '@ledgerline/contracts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { PartyBlock } from '../../shared/public-document/PartyBlock.tsx';
import { TextSection } from '../../shared/public-document/TextSection.tsx';
import { TotalsRow, TotalsTable } from '../../shared/public-document/TotalsTable.tsx';
import { InvoiceStatus } from './InvoiceStatus.tsx';

/** The invoice as its client reads it: a sheet of paper on screen, without any of the app around it. */
export function PublicInvoiceDocument({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  const { business, client } = invoice;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <main className="public-document">
      {/* React hoists this into the head: the tab, a bookmark and a printout are named after the invoice. */}
      <title>{`Invoice ${invoice.number} from ${business.name}`}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <div className="toolbar">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        <DownloadPdfButton download={(notify) => downloadDocumentPdf({ kind: 'invoice', number: invoice.number, token }, notify)} />
      </div>
      <article className="sheet" aria-labelledby="invoice-title">
        <header className="head">
          <PartyBlock
            heading="From"
            name={business.name}
            address={business.address}
            email={business.email}
            phone={business.phone}
            taxId={business.taxId}
          />
          <div className="title">
            <h1 id="invoice-title">Invoice {invoice.number}</h1>
            <InvoiceStatus status={invoice.status} overdue={invoice.overdue} />
          </div>
        </header>

        <div className="parties">
          <PartyBlock
            heading="Bill to"
            name={client.name}
            company={client.company}
            address={client.billingAddress}
            email={client.email}
            taxId={client.taxId}
          />
          <dl className="facts">
            <dt>Issue date</dt>
            <dd>{formatDate(invoice.issueDate)}</dd>
            <dt>Due date</dt>
            <dd>{formatDate(invoice.dueDate)}</dd>
            <dt>Balance due</dt>
            <dd className="due">{money(invoice.balance)}</dd>
          </dl>
        </div>

        <LinesTable lines={invoice.lines} currency={invoice.currency} />
        <TotalsTable totals={invoice.totals} currency={invoice.currency} taxMode={invoice.taxMode}>
          {invoice.amountPaid !== 0 && <TotalsRow label="Amount paid" value={`-${money(invoice.amountPaid)}`} />}
          <TotalsRow label="Balance due" value={money(invoice.balance)} strong />
        </TotalsTable>

        <div className="texts">
          <TextSection title="Payment instructions" text={invoice.paymentInstructions} />
          <TextSection title="Notes" text={invoice.notes} />
          <TextSection title="Terms" text={invoice.terms} />
        </div>
      </article>
    </main>
  );
}
