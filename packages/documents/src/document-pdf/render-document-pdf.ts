import { renderToBuffer } from '@react-pdf/renderer';
import type { DocumentView } from '../document-view/document-view.ts';
import { documentPdf } from './DocumentPdf.ts';
import { registerPdfFonts } from './pdf-fonts.ts';

/** The document view as PDF bytes (on the server: the fonts are read from their package's files). */
export async function renderDocumentViewPdf(view: DocumentView): Promise<Uint8Array> {
  registerPdfFonts();
  return new Uint8Array(await renderToBuffer(documentPdf(view)));
}
