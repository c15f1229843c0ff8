import type { PublicChangeOrder } from '@ledgerline/contracts';
import { ChangeOrderPdf } from './change-order-pdf/ChangeOrderPdf.tsx';
import { deliverPdf, type PdfDelivery, type PdfNotifier, type PdfShareResult } from './deliver-pdf.tsx';
import type { PdfSignatureEvidence } from './pdf-parts/PdfSignature.tsx';
import { pdfFileName } from './pdf-file-name.ts';
import { signatureForPdf } from './signature-for-pdf.ts';

/**
 * Renders the change order (signed, once approved) to "Change-Order-<number>.pdf" and hands it to the
 * user. Import this module dynamically: React-PDF is large and must never be part of first paint.
 */
export async function downloadChangeOrderPdf(
  changeOrder: PublicChangeOrder,
  notify: PdfNotifier,
  options: PdfDelivery & { signature?: PdfSignatureEvidence | null } = {},
): Promise<PdfShareResult> {
  const { signature = changeOrder.signature, ...delivery } = options;
  const printable = await signatureForPdf(signature);
  return deliverPdf(
    <ChangeOrderPdf changeOrder={changeOrder} signature={printable} />,
    pdfFileName('Change Order', changeOrder.number),
    notify,
    delivery,
  );
}
