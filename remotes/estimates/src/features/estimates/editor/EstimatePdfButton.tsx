import type { Estimate } from '@ledgerline/contracts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';

/** The saved estimate as a PDF: the document its client gets (signed, once accepted), rendered by the server. */
export function EstimatePdfButton({ estimate }: { estimate: Estimate }) {
  return <DownloadPdfButton download={(notify) => downloadDocumentPdf({ kind: 'estimate', number: estimate.number, id: estimate.id }, notify)} />;
}
