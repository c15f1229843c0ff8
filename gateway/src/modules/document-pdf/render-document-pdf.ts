import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentKind } from '@ledgerline/contracts';
import { renderViewPdf } from './pdf-renderer.ts';
import { pdfFileName } from '@ledgerline/documents/pdf-file-name.ts';
import { scopeToAccount } from '../../db/account-scope.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { DocumentPdfRenderer } from '../mail/mail-delivery.ts';
import { resolveTemplate } from '../templates/resolve-template.ts';
import { loadPrintableDocument } from './printable-document.ts';
import { printView } from './print-view.ts';
import { renderReceiptPdf } from './render-receipt-pdf.ts';
import { payApplicationAppendix } from '../progress-billing/pay-application-pdf.ts';

/**
 * A document of the account as its PDF, printed with its template (the one it picked, else the
 * account's default for its kind, else Clean) and the mark of the account's plan (a pay application's
 * invoice also prints the application's summary and continuation sheet): what the owner's
 * and the client's downloads answer and what the mail module attaches. `origin` is where the app is
 * reached (the public link printed on the PDF lives there). Another account's id is a 404, as
 * everywhere. Scopes `em` to the account.
 */
export async function renderDocumentPdf(
  em: SqlEntityManager,
  plans: PlanRules,
  accountId: string,
  kind: DocumentKind,
  id: string,
  origin: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  scopeToAccount(em, accountId);
  const printable = await loadPrintableDocument(em, accountId, kind, id);
  const template = await resolveTemplate(em, accountId, kind, printable.templateId);
  const view = printView(printable, template, origin, await plans.watermarkOf(em, accountId));
  const appendix = kind === 'invoice' ? await payApplicationAppendix(em, id) : null;
  const printed = appendix ? { ...view, totals: [...view.totals, appendix.summary], continuation: appendix.sheet } : view;
  return { fileName: pdfFileName(kind, printable.viewed.document.number), bytes: await renderViewPdf(printed) };
}

/** The renderer the mail worker attaches PDFs with, under the gateway's plan rules: a receipt's, or the document's own. */
export const documentPdfRenderer =
  (plans: PlanRules): DocumentPdfRenderer =>
  (em, accountId, kind, id, origin, receiptPaymentId) =>
    receiptPaymentId ? renderReceiptPdf(em, plans, accountId, { invoiceId: id, paymentId: receiptPaymentId }, origin) : renderDocumentPdf(em, plans, accountId, kind, id, origin);
