import type { PublicEstimate } from '@ledgerline/contracts';
import { deliverPdf, type PdfDelivery, type PdfNotifier, type PdfShareResult } from './deliver-pdf.tsx';
import { EstimatePdf } from './estimate-pdf/EstimatePdf.tsx';
import type { PdfSignatureEvidence } from './pdf-parts/PdfSignature.tsx';
import { pdfFileName } from './pdf-file-name.ts';
import { signatureForPdf } from './signature-for-pdf.ts';

/**
 * Renders the estimate (signed, once accepted) to "Estimate-<number>.pdf" and hands it to the user.
 * Import this module dynamically: React-PDF is large and must never be part of first paint.
 */
export async function downloadEstimatePdf(
  estimate: PublicEstimate,
  notify: PdfNotifier,
  options: PdfDelivery & { signature?: PdfSignatureEvidence | null } = {},
): Promise<PdfShareResult> {
  const { signature = estimate.signature, ...delivery } = options;
  const printable = await signatureForPdf(signature);
  return deliverPdf(<EstimatePdf estimate={estimate} signature={printable} />, pdfFileName('Estimate', estimate.number), notify, delivery);
}
