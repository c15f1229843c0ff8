import type { ChangeOrder } from '@ledgerline/contracts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';

/** The saved change order as a PDF: the document its client gets (signed, once approved), rendered by the server. */
export function ChangeOrderPdfButton({ changeOrder }: { changeOrder: ChangeOrder }) {
  return <DownloadPdfButton download={(notify) => downloadDocumentPdf({ kind: 'change_order', number: changeOrder.number, id: changeOrder.id }, notify)} />;
}
