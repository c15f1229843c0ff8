import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ChangeOrderInput, DocumentTotals, LineItemInput, TaxMode } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { computeTotals, lineFields, refuseOptionalLines, totalsFields } from '../document-core/totals.ts';
import { ChangeOrderLine } from './change-order-line.entity.ts';
import type { IChangeOrder } from './change-order.entity.ts';
import { numberTaken, refusingDuplicates, staleVersion } from '../document-core/write-refusals.ts';

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

export const staleChangeOrder = () => staleVersion('change_order');

export const estimateNotFound = () => {
  const message = 'That estimate does not exist.';
  return new HttpError(404, 'estimate_not_found', message, { fields: { estimateId: [message] } });
};

/** The counter draws each number once; a clash can only come from a number already taken by hand, answered 409. */
export const withUniqueChangeOrderNumber = <T>(work: () => Promise<T>): Promise<T> =>
  refusingDuplicates(work, { change_order_account_number_unique: () => numberTaken('change_order') });
