import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DocumentTotals } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { billedLineFields, lineInputOf, totalsFields, type PricedLine } from '../document-core/totals.ts';
import { InvoiceLine, type IInvoiceLine } from './invoice-line.entity.ts';
import type { IInvoice } from './invoice.entity.ts';
import { owedOn } from './invoice-status.ts';
import { numberTaken, refusingDuplicates } from '../document-core/write-refusals.ts';

/** Copies the calculator's document figures onto the invoice and recomputes its balance. */
export function applyTotals(invoice: IInvoice, totals: DocumentTotals): void {
  Object.assign(invoice, totalsFields(totals));
  invoice.balance = owedOn(invoice);
}

/** Writes the lines of an invoice with the figures the calculator gave each of them. */
export function createLines(tx: SqlEntityManager, accountId: string, invoice: IInvoice, input: PricedLine[], totals: DocumentTotals): void {
  for (const fields of billedLineFields(input, totals)) tx.create(InvoiceLine, { account: accountId, invoice, ...fields });
}

/** Stored lines as input again, in their order, for a write that recomputes the invoice from them. */
export const lineInputsOf = (lines: IInvoiceLine[]): PricedLine[] => lines.map((line) => lineInputOf(line));

export const invoiceVoid = (action: string) => new HttpError(409, 'invoice_void', `A void invoice cannot be ${action}.`);

/**
 * Turns the unique indexes of invoices into 409s: another invoice with the number (naming the
 * field), or the same conversion made twice (which the source's lock normally answers first).
 */
export const withUniqueNumber = <T>(work: () => Promise<T>): Promise<T> =>
  refusingDuplicates(work, {
    invoice_account_number_unique: () => numberTaken('invoice'),
    invoice_source_unique: () => new HttpError(409, 'already_invoiced', 'This has already been invoiced. Reload to see the invoice.'),
  });
