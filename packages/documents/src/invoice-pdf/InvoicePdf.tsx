import { Document, Page, View } from '@react-pdf/renderer';
import { formatDate, type PublicInvoice } from '@ledgerline/contracts';
import { pdfMoney } from '../pdf-parts/pdf-format.ts';
import { PdfFacts } from '../pdf-parts/PdfFacts.tsx';
import { PdfHeader } from '../pdf-parts/PdfHeader.tsx';
import { PdfLines } from '../pdf-parts/PdfLines.tsx';
import { PdfParty } from '../pdf-parts/PdfParty.tsx';
import { PdfTextSection } from '../pdf-parts/PdfTextSection.tsx';
import { PdfTotalRow, PdfTotals } from '../pdf-parts/PdfTotals.tsx';
import { pdfStyles } from '../pdf-parts/pdf-styles.ts';
import { invoiceStatusText } from '../document-view/invoice-status.ts';

/**
 * The invoice as a PDF, from the same PublicInvoice shape the client sees through the secret link.
 * Every user-typed value goes into <Text> as plain text: React-PDF has no HTML to inject into.
 */
export function InvoicePdf({ invoice, locale }: { invoice: PublicInvoice; locale?: string }) {
  const money = (minor: number) => pdfMoney(minor, invoice.currency, locale);
  return (
    <Document title={`Invoice ${invoice.number}`} author={invoice.business.name} subject={`Invoice ${invoice.number}`}>
      <Page size="A4" style={pdfStyles.page}>
        <PdfHeader title="Invoice" number={invoice.number} status={invoiceStatusText(invoice.status, invoice.overdue)} />
        <View style={pdfStyles.parties}>
          <PdfParty label="From" {...invoice.business} />
          <PdfParty label="Bill to" {...invoice.client} address={invoice.client.billingAddress} />
        </View>
        <PdfFacts
          facts={[
            ['Issue date', formatDate(invoice.issueDate, locale)],
            ['Due date', formatDate(invoice.dueDate, locale)],
            ['Currency', invoice.currency],
          ]}
        />
        <PdfLines lines={invoice.lines} currency={invoice.currency} locale={locale} />
        <PdfTotals totals={invoice.totals} currency={invoice.currency} taxMode={invoice.taxMode} locale={locale}>
          <PdfTotalRow label="Amount paid" value={money(invoice.amountPaid)} />
          <PdfTotalRow label="Balance due" value={money(invoice.balance)} strong />
        </PdfTotals>
        <PdfTextSection label="Payment instructions" text={invoice.paymentInstructions} />
        <PdfTextSection label="Notes" text={invoice.notes} />
        <PdfTextSection label="Terms" text={invoice.terms} />
      </Page>
    </Document>
  );
}
