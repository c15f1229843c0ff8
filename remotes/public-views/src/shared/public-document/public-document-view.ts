import { BUILT_IN_TEMPLATES, defaultPaperSize } from '@ledgerline/contracts';
import { buildDocumentView } from '@ledgerline/documents/document-view/build-document-view.ts';
import type { DocumentView, ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';

/**
 * The document's view as its PDF prints it: the server renders the PDF from the same view with the
 * same template (the answer's `look`), so the page and the PDF say the same things in the same
 * words and formats. The page has no paper; the size is the PDF's.
 */
export function publicDocumentView(viewed: ViewedDocument): DocumentView {
  const { look } = viewed.document;
  return buildDocumentView(viewed, look?.template ?? BUILT_IN_TEMPLATES.clean, {
    paperSize: look?.paperSize ?? defaultPaperSize(viewed.document.business.address.country),
    logo: look?.logo ?? null,
    // The page is the link itself: it shows the code its PDF prints, without repeating its own address.
    verification: viewed.document.verificationCode ? { code: viewed.document.verificationCode, link: null } : null,
    watermark: look?.watermark ?? null,
  });
}
