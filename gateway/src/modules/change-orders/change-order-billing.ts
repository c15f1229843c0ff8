import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, type LineItemInput } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import type { Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { lockChangeOrder } from './lock-change-order.ts';
import { lineInputOf } from '../document-core/totals.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { createInvoice } from '../invoices/invoices.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { ChangeOrderLine, type IChangeOrderLine } from './change-order-line.entity.ts';
import { ChangeOrder, type IChangeOrder } from './change-order.entity.ts';

/** A change order with its lines, to bill on an invoice. */
export type BilledChangeOrder = { changeOrder: IChangeOrder; lines: IChangeOrderLine[] };

/** A change order's lines, in order. */
export function changeOrderLinesOf(em: EntityManager, id: string): Promise<IChangeOrderLine[]> {
  return em.find(ChangeOrderLine, { changeOrder: id }, { orderBy: { position: 'asc' } });
}

/**
 * The approved change orders of an estimate that no invoice bills yet, credits included, each locked
 * (lock-order.ts, 4: the caller holds the estimate's lock), in number order.
 */
export async function lockUnbilledChangeOrders(tx: SqlEntityManager, estimateId: string): Promise<BilledChangeOrder[]> {
  const unbilled = await tx.find(ChangeOrder, { estimate: estimateId, status: 'approved', invoice: null }, { fields: ['id'], orderBy: { number: 'asc' } });
  const billed: BilledChangeOrder[] = [];
  for (const { id } of unbilled) billed.push({ changeOrder: await lockChangeOrder(tx, id), lines: await changeOrderLinesOf(tx, id) });
  return billed;
}

/** The invoice lines that bill change orders: each of their lines, under the change order's number. */
export function changeOrderInvoiceLines(billed: readonly BilledChangeOrder[]): LineItemInput[] {
  return billed.flatMap(({ changeOrder, lines }) =>
    lines.map((line) => ({ ...lineInputOf(line), description: `${changeOrder.number}: ${line.description}` })),
  );
}

/** Records which invoice bills the change orders, in the transaction that creates it. */
export function markBilled(tx: SqlEntityManager, billed: readonly BilledChangeOrder[], invoiceId: string): void {
  for (const { changeOrder } of billed) tx.assign(changeOrder, { invoice: invoiceId, updatedAt: new Date() });
}

/**
 * The invoice of one approved change order that adds money to the job: its lines at their cost, due
 * after the account's payment terms, marked as billing it. A change order that takes money off the
 * job (zero or less) is never invoiced alone: the job's next invoice carries it as credit lines
 * (lockUnbilledChangeOrders), and asking answers 409. The caller holds the invoice counter's, the client's and the change
 * order's locks. Returns the new invoice's id.
 */
export async function invoiceChangeOrderAlone(tx: SqlEntityManager, actor: Actor, clientId: string, billed: BilledChangeOrder, summary: string): Promise<string> {
  const { changeOrder } = billed;
  if (changeOrder.total <= 0) {
    throw new HttpError(
      409,
      'change_order_credit',
      `Change order ${changeOrder.number} takes money off the job, so it makes no invoice of its own: the job's next invoice from the estimate deducts it as a credit.`,
    );
  }
  const settings = await getSettings(tx, actor.accountId);
  const issueDate = today();
  const invoiceId = await createInvoice(
    tx,
    actor,
    {
      clientId,
      issueDate,
      dueDate: addDays(issueDate, settings.paymentTermsDays),
      currency: changeOrder.currency,
      lines: changeOrderInvoiceLines([billed]),
      discount: null,
      notes: changeOrder.notes,
      terms: changeOrder.terms,
      exchangeRate: typedRateOf(changeOrder),
    },
    { summary, source: { sourceKind: 'change_order', sourceId: changeOrder.id, sourceRole: 'change_order' }, taxMode: changeOrder.taxMode },
  );
  markBilled(tx, [billed], invoiceId);
  return invoiceId;
}
