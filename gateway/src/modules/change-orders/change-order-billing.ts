import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LineItemInput } from '@ledgerline/contracts';
import { lockChangeOrder } from '../document-core/lock-order.ts';
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
    lines.map((line) => ({
      description: `${changeOrder.number}: ${line.description}`,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unit: line.unit,
      taxes: line.taxes,
      discount: line.discount ?? null,
      optional: false,
    })),
  );
}

/** Records which invoice bills the change orders, in the transaction that creates it. */
export function markBilled(tx: SqlEntityManager, billed: readonly BilledChangeOrder[], invoiceId: string): void {
  for (const { changeOrder } of billed) tx.assign(changeOrder, { invoice: invoiceId, updatedAt: new Date() });
}
