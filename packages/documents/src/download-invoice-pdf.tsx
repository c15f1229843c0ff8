import type { PublicInvoice } from '@ledgerline/contracts';
import { deliverPdf, type PdfDelivery, type PdfNotifier, type PdfShareResult } from './deliver-pdf.tsx';
import { InvoicePdf } from './invoice-pdf/InvoicePdf.tsx';
import { pdfFileName } from './pdf-file-name.ts';

/**
 * Renders the invoice to "Invoice-<number>.pdf" and hands it to the user. Import this module
 * dynamically: React-PDF is large and must never be part of first paint.
 */
export function downloadInvoicePdf(invoice: PublicInvoice, notify: PdfNotifier, options: PdfDelivery = {}): Promise<PdfShareResult> {
  return deliverPdf(<InvoicePdf invoice={invoice} />, pdfFileName('Invoice', invoice.number), notify, options);
}
