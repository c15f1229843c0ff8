import type { SqlEntityManager } from '@mikro-orm/sql';
import { receiptNumberOf } from '@ledgerline/contracts';
import { receiptView } from '@ledgerline/documents/document-view/receipt-view.ts';
import { receiptPdfFileName } from '@ledgerline/documents/pdf-file-name.ts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { notFound } from '../../http/http-error.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { Payment } from '../invoices/payment.entity.ts';
import { resolveTemplate } from '../templates/resolve-template.ts';
import { renderViewPdf } from './pdf-renderer.ts';
import { loadPrintableDocument } from './printable-document.ts';
import { printView } from './print-view.ts';

/**
 * A payment's receipt as a PDF, in its invoice's template and with the plan's mark: what the receipt
 * email attaches and the owner downloads. The balance printed is the one right after this payment
 * (today's, plus the payments recorded after it). A payment of another account or invoice is a 404.
 * Scopes `em` to the account.
 */
export async function renderReceiptPdf(
  em: SqlEntityManager,
  plans: PlanRules,
  accountId: string,
  target: { invoiceId: string; paymentId: string },
  origin: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  scopeToAccount(em, accountId);
  const payment = await em.findOne(Payment, { id: target.paymentId, invoice: target.invoiceId });
  if (!payment) throw notFound();
  const printable = await loadPrintableDocument(em, accountId, 'invoice', target.invoiceId);
  if (printable.viewed.kind !== 'invoice') throw notFound();
  const invoice = printable.viewed.document;
  const template = await resolveTemplate(em, accountId, 'invoice', printable.templateId);
  const later = await em.find(Payment, { invoice: target.invoiceId, sequence: { $gt: payment.sequence } }, { fields: ['amount'] });
  const number = receiptNumberOf(invoice.number, payment.sequence);
  const view = receiptView(printView(printable, template, origin, await plans.watermarkOf(em, accountId)), invoice, {
    number,
    payment,
    balanceAfter: invoice.balance + later.reduce((sum, { amount }) => sum + amount, 0),
  });
  return { fileName: receiptPdfFileName(number), bytes: await renderViewPdf(view) };
}
