import type { EntityManager } from '@mikro-orm/core';
import { accountPaperSize, BUILT_IN_TEMPLATES, type DocumentKind } from '@ledgerline/contracts';
import { buildDocumentView } from '@ledgerline/documents/document-view/build-document-view.ts';
import { renderDocumentViewPdf } from '@ledgerline/documents/document-pdf/render-document-pdf.ts';
import { pdfFileName } from '@ledgerline/documents/pdf-file-name.ts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toSettingsBody } from '../settings/settings.mapper.ts';
import { loadPrintableDocument } from './printable-document.ts';
import { documentVerificationCode } from './verification.ts';

/**
 * A document of the account as its PDF: what the owner's and the client's downloads answer and
 * what the mail module attaches. `origin` is where the app is reached (the public link printed on
 * the PDF lives there). Another account's id is a 404, as everywhere. Scopes `em` to the account.
 */
export async function renderDocumentPdf(
  em: EntityManager,
  accountId: string,
  kind: DocumentKind,
  id: string,
  origin: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  scopeToAccount(em, accountId);
  const { viewed, publicToken, settings } = await loadPrintableDocument(em, accountId, kind, id);
  // Until documents pick a template (issue 10, section 2), every document uses the Clean design.
  const view = buildDocumentView(viewed, BUILT_IN_TEMPLATES.clean, {
    paperSize: accountPaperSize(toSettingsBody(settings)),
    verification: { code: documentVerificationCode(viewed), link: publicDocumentUrl(origin, kind, publicToken) },
  });
  return { fileName: pdfFileName(kind, viewed.document.number), bytes: await renderDocumentViewPdf(view) };
}
