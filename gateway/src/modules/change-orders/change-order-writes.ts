import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ChangeOrderInput, DocumentTotals, LineItemInput, TaxMode } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { computeTotals, lineFields, refuseOptionalLines, totalsFields } from '../document-core/totals.ts';
import { ChangeOrderLine } from './change-order-line.entity.ts';
import type { IChangeOrder } from './change-order.entity.ts';

/** A change order's totals: no optional lines, no document discount, and a total below zero is a credit. */
export function priceChangeOrder(lines: LineItemInput[], taxMode: TaxMode): DocumentTotals {
  refuseOptionalLines(lines);
  return computeTotals({ lines, discount: null }, taxMode, { allowNegative: true });
}

/** The fields a change order takes from its input, beside its lines: only the listed ones are copied. */
export function changeOrderFields(input: Omit<ChangeOrderInput, 'estimateId' | 'lines'>, totals: DocumentTotals) {
  return {
    reason: input.reason,
    description: input.description,
    requestedBy: input.requestedBy,
    daysDelta: input.daysDelta,
    approvalDeadline: input.approvalDeadline,
    invoiceOnApproval: input.invoiceOnApproval,
    notes: input.notes,
    terms: input.terms,
    ...totalsFields(totals),
  };
}

/** Writes the lines of a change order with the figures the calculator gave each of them. */
export function createChangeOrderLines(tx: SqlEntityManager, accountId: string, changeOrder: IChangeOrder, input: LineItemInput[], totals: DocumentTotals): void {
  for (const fields of lineFields(input, totals)) tx.create(ChangeOrderLine, { account: accountId, changeOrder, ...fields });
}

export const staleChangeOrder = () =>
  new HttpError(409, 'stale_version', 'This change order was changed by someone else. Reload it to see the changes, then edit again.');

export const estimateNotFound = () => {
  const message = 'That estimate does not exist.';
  return new HttpError(404, 'estimate_not_found', message, { fields: { estimateId: [message] } });
};

/** The counter draws each number once; a clash can only come from a number already taken by hand, answered 409. */
export async function withUniqueChangeOrderNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'change_order_account_number_unique') {
      throw new HttpError(409, 'number_taken', 'Another change order already has this number. Try again.');
    }
    throw error;
  }
}
