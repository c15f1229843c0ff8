import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatMoney, type PublicInvoice } from '@ledgerline/contracts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { DocumentFacts } from '../../shared/public-document/DocumentFacts.tsx';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { PartyBlock } from '../../shared/public-document/PartyBlock.tsx';
import { SheetFooter } from '../../shared/public-document/SheetFooter.tsx';
import { SheetHeaderText } from '../../shared/public-document/SheetHeaderText.tsx';
import { accentStyle, SheetLogo } from '../../shared/public-document/SheetLogo.tsx';
import { TextSection } from '../../shared/public-document/TextSection.tsx';
import { TotalsTable } from '../../shared/public-document/TotalsTable.tsx';
import { InvoiceStatus } from './InvoiceStatus.tsx';
import { PayNowPanel } from './PayNowPanel.tsx';

/** The invoice as its client reads it: a sheet of paper on screen, the same view its PDF prints. */
export function PublicInvoiceDocument({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  const view = publicDocumentView({ kind: 'invoice', document: invoice });
  return (
    <main className="public-document">
      {/* React hoists this into the head: the tab, a bookmark and a printout are named after the invoice. */}
      <title>{view.look.documentTitle}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <div className="toolbar">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        <DownloadPdfButton download={(notify) => downloadDocumentPdf({ kind: 'invoice', number: invoice.number, token }, notify)} />
      </div>
      {invoice.payNow && <PayNowPanel token={token} currency={invoice.currency} offer={invoice.payNow} />}
      <article className="sheet" aria-labelledby="invoice-title" style={accentStyle(view.look)}>
        <SheetHeaderText text={view.headerText} />
        <SheetLogo look={view.look} />
        <header className="head">
          <PartyBlock party={view.business} />
          <div className="title">
            <h1 id="invoice-title">{`${view.title} ${view.number}`}</h1>
            <InvoiceStatus status={invoice.status} overdue={invoice.overdue} />
          </div>
        </header>

        <div className="parties">
          <PartyBlock party={view.client} />
          <DocumentFacts facts={view.facts}>
            <div className="fact">
              <dt>Balance due</dt>
              <dd className="due">{formatMoney(invoice.balance, invoice.currency)}</dd>
            </div>
          </DocumentFacts>
        </div>

        <LinesTable view={view} />
        {view.totals.map((group, index) => (
          <TotalsTable key={index} group={group} />
        ))}

        <div className="texts">
          {view.sections.map((section) => (
            <TextSection key={section.label} title={section.label} text={section.text} />
          ))}
        </div>
        <SheetFooter view={view} />
      </article>
    </main>
  );
}
