import type { DocumentView } from '@ledgerline/documents/document-view/document-view.ts';

type PdfRendererModule = typeof import('@ledgerline/documents/document-pdf/render-document-pdf.ts');

let rendererModule: Promise<PdfRendererModule> | undefined;

/**
 * The document view as PDF bytes. React-PDF and its fonts take about 80 MB of memory, so they are
 * loaded at the first PDF a gateway prints rather than at start: most gateways serve lists and forms.
 */
export async function renderViewPdf(view: DocumentView): Promise<Uint8Array> {
  rendererModule ??= import('@ledgerline/documents/document-pdf/render-document-pdf.ts');
  return (await rendererModule).renderDocumentViewPdf(view);
}
