import type { PublicEstimate } from '@ledgerline/contracts';
import { deliverPdf, type PdfDelivery, type PdfNotifier, type PdfShareResult } from './deliver-pdf.tsx';
import { EstimatePdf } from './estimate-pdf/EstimatePdf.tsx';
import type { PdfSignatureEvidence } from './pdf-parts/PdfSignature.tsx';
import { pdfFileName } from './pdf-file-name.ts';

/**
 * Renders the estimate (signed, once accepted) to "Estimate-<number>.pdf" and hands it to the user.
 * Import this module dynamically: React-PDF is large and must never be part of first paint.
 */
export function downloadEstimatePdf(
  estimate: PublicEstimate,
  notify: PdfNotifier,
  options: PdfDelivery & { signature?: PdfSignatureEvidence | null } = {},
): Promise<PdfShareResult> {
  const { signature = estimate.signature, ...delivery } = options;
  return deliverPdf(<EstimatePdf estimate={estimate} signature={signature} />, pdfFileName('Estimate', estimate.number), notify, delivery);
}
