import { pdf } from '@react-pdf/renderer';
import { ChangeOrderPdf } from '@ledgerline/documents/change-order-pdf/ChangeOrderPdf.tsx';
import { EstimatePdf } from '@ledgerline/documents/estimate-pdf/EstimatePdf.tsx';
import { InvoicePdf } from '@ledgerline/documents/invoice-pdf/InvoicePdf.tsx';
import type { PreviewDocument } from './preview-document.ts';

function PreviewPdf({ viewed }: { viewed: PreviewDocument }) {
  switch (viewed.kind) {
    case 'invoice':
      return <InvoicePdf invoice={viewed.document} />;
    case 'estimate':
      return <EstimatePdf estimate={viewed.document} />;
    case 'change_order':
      return <ChangeOrderPdf changeOrder={viewed.document} />;
  }
}

/**
 * The PDF the client would get for the previewed document, from the same React-PDF components as
 * the Download PDF buttons. Import this module dynamically: React-PDF must stay off first paint.
 */
export function renderPreviewPdf(viewed: PreviewDocument): Promise<Blob> {
  return pdf(<PreviewPdf viewed={viewed} />).toBlob();
}
