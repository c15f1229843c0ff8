import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate, type PublicInvoice } from '@ledgerline/contracts';
import { pdfStatusLabel } from './pdf-format.ts';
import { PdfLines } from './PdfLines.tsx';
import { PdfParty } from './PdfParty.tsx';
import { PdfTotals } from './PdfTotals.tsx';
import { pdfStyles } from './pdf-styles.ts';

function TextSection({ label, text }: { label: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <View style={pdfStyles.section} wrap={false}>
      <Text style={pdfStyles.label}>{label}</Text>
      <Text>{text}</Text>
    </View>
  );
}

/**
 * The invoice as a PDF, from the same PublicInvoice shape the client sees through the secret link.
 * Every user-typed value goes into <Text> as plain text: React-PDF has no HTML to inject into.
 */
export function InvoicePdf({ invoice, locale }: { invoice: PublicInvoice; locale?: string }) {
  return (
    <Document title={`Invoice ${invoice.number}`} author={invoice.business.name} subject={`Invoice ${invoice.number}`}>
      <Page size="A4" style={pdfStyles.page}>
        <View style={pdfStyles.header}>
          <View>
            <Text style={pdfStyles.title}>Invoice</Text>
            <Text style={pdfStyles.bold}>{invoice.number}</Text>
          </View>
          <Text style={pdfStyles.bold}>{pdfStatusLabel(invoice.status, invoice.overdue)}</Text>
        </View>
        <View style={pdfStyles.parties}>
          <PdfParty label="From" {...invoice.business} />
          <PdfParty label="Bill to" {...invoice.client} address={invoice.client.billingAddress} />
        </View>
        <View style={pdfStyles.facts}>
          <View>
            <Text style={pdfStyles.label}>Issue date</Text>
            <Text>{formatDate(invoice.issueDate, locale)}</Text>
          </View>
          <View>
            <Text style={pdfStyles.label}>Due date</Text>
            <Text>{formatDate(invoice.dueDate, locale)}</Text>
          </View>
          <View>
            <Text style={pdfStyles.label}>Currency</Text>
            <Text>{invoice.currency}</Text>
          </View>
        </View>
        <PdfLines invoice={invoice} locale={locale} />
        <PdfTotals invoice={invoice} locale={locale} />
        <TextSection label="Payment instructions" text={invoice.paymentInstructions} />
        <TextSection label="Notes" text={invoice.notes} />
        <TextSection label="Terms" text={invoice.terms} />
      </Page>
    </Document>
  );
}
