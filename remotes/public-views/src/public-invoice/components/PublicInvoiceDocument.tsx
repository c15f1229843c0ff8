import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatMoney, type PublicInvoice } from '@ledgerline/contracts';
import { formatDate } from '@ledgerline/contracts';
import { PUBLIC_INVOICE_CSS } from '../public-invoice-styles.ts';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { InvoiceStatus } from './InvoiceStatus.tsx';
import { LinesTable } from './LinesTable.tsx';
import { PartyBlock } from './PartyBlock.tsx';
import { TotalsTable } from './TotalsTable.tsx';

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-label={title}>
      <h2 className="eyebrow">{title}</h2>
      <p>{text}</p>
    </section>
  );
}

/** The invoice as its client reads it: a sheet of paper on screen, without any of the app around it. */
export function PublicInvoiceDocument({ invoice }: { invoice: PublicInvoice }) {
  const { business, client } = invoice;
  return (
    <main className="public-invoice">
      {/* React hoists this into the head: the tab, a bookmark and a printout are named after the invoice. */}
      <title>{`Invoice ${invoice.number} from ${business.name}`}</title>
      <style>{PUBLIC_INVOICE_CSS}</style>
      <div className="toolbar">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        <DownloadPdfButton invoice={invoice} />
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
            <dd className="due">{formatMoney(invoice.balance, invoice.currency)}</dd>
          </dl>
        </div>

        <LinesTable invoice={invoice} />
        <TotalsTable invoice={invoice} />

        <div className="texts">
          <TextSection title="Payment instructions" text={invoice.paymentInstructions} />
          <TextSection title="Notes" text={invoice.notes} />
          <TextSection title="Terms" text={invoice.terms} />
        </div>
      </article>
    </main>
  );
}
