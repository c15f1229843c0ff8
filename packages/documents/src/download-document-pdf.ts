import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from '@ledgerline/contracts';
import { payApplicationPdfFileName, pdfFileName, receiptPdfFileName } from './pdf-file-name.ts';
import { PDF_MESSAGES, type PdfShareResult } from './pdf-share-result.ts';
import { savePdf, sharePdf } from './save-pdf.ts';

export type { PdfShareResult } from './pdf-share-result.ts';

/** The toasts of the caller's shell (useShell().toast has this shape). */
export interface PdfNotifier {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

export interface PdfDelivery {
  via?: 'save' | 'share';
}

function announce(result: PdfShareResult, fileName: string, notify: PdfNotifier): void {
  if (result.error === PDF_MESSAGES.shareCancelled || result.error === PDF_MESSAGES.saveCancelled) {
    notify.info(result.error);
  } else if (result.error) {
    notify.info(result.error, fileName);
  } else if (result.shared) {
    notify.success('PDF shared', fileName);
  } else {
    notify.success('PDF downloaded', fileName);
  }
}

/** A document's PDF: the owner's by its id, the client's by the secret link's token. */
export type PdfSource = { kind: DocumentKind; number: string } & ({ id: string } | { token: string });

export function pdfUrl(source: PdfSource): string {
  const path = DOCUMENT_KIND_REGISTRY[source.kind].apiCollection;
  return 'id' in source ? `/api/${path}/${encodeURIComponent(source.id)}/pdf` : `/api/public/${path}/${encodeURIComponent(source.token)}/pdf`;
}

/** The server's PDF, or an error carrying the problem's readable message. */
async function fetchPdf(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  if (response.ok) return response.blob();
  const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof problem?.message === 'string' ? problem.message : `The server answered ${response.status}.`);
}

/**
 * Fetches a document's PDF from the gateway (GET /api/.../pdf, the bytes the email attaches too)
 * and hands it to the user (save picker, share sheet or download) with SPEC.md section 8's toasts.
 * It never throws: a failure (offline included) is a toast and a result.
 */
export function downloadDocumentPdf(source: PdfSource, notify: PdfNotifier, options: PdfDelivery = {}): Promise<PdfShareResult> {
  return deliverPdf(pdfUrl(source), pdfFileName(source.kind, source.number), notify, options);
}

/** A payment's receipt (GET /api/invoices/:id/payments/:paymentId/receipt/pdf, what the receipt email attaches), handed over the same way. */
export function downloadReceiptPdf(receipt: { invoiceId: string; paymentId: string; number: string }, notify: PdfNotifier): Promise<PdfShareResult> {
  const url = `/api/invoices/${encodeURIComponent(receipt.invoiceId)}/payments/${encodeURIComponent(receipt.paymentId)}/receipt/pdf`;
  return deliverPdf(url, receiptPdfFileName(receipt.number), notify, {});
}

/** A job's pay application: the owner's by its estimate and number, the client's by its secret link's token. */
export type PayApplicationPdfSource = { sequence: number; estimateNumber: string } & ({ estimateId: string } | { token: string });

/**
 * A pay application's summary page and continuation sheet (GET /api/estimates/:id/pay-applications/:sequence/pdf,
 * or GET /api/public/pay-applications/:token/pdf for its client).
 */
export function downloadPayApplicationPdf(source: PayApplicationPdfSource, notify: PdfNotifier): Promise<PdfShareResult> {
  const url =
    'token' in source
      ? `/api/public/pay-applications/${encodeURIComponent(source.token)}/pdf`
      : `/api/estimates/${encodeURIComponent(source.estimateId)}/pay-applications/${source.sequence}/pdf`;
  return deliverPdf(url, payApplicationPdfFileName(source.sequence, source.estimateNumber), notify, {});
}

async function deliverPdf(url: string, fileName: string, notify: PdfNotifier, options: PdfDelivery): Promise<PdfShareResult> {
  try {
    const blob = await fetchPdf(url);
    const result = options.via === 'share' ? await sharePdf(blob, fileName) : await savePdf(blob, fileName);
    announce(result, fileName, notify);
    return result;
  } catch (error) {
    notify.error(PDF_MESSAGES.failed, error instanceof Error ? error.message : undefined);
    return { success: false, downloaded: false, shared: false, method: 'download', error: PDF_MESSAGES.failed };
  }
}
