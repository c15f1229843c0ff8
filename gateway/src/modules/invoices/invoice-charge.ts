import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LineItemInput } from '@ledgerline/contracts';
import { computeTotals } from '../document-core/totals.ts';
import { InvoiceLine } from './invoice-line.entity.ts';
import type { IInvoice } from './invoice.entity.ts';
import { applyTotals, createLines, lineInputsOf } from './invoice-writes.ts';

/**
 * Adds a charge (a late fee) as the invoice's last line, with no tax, and recomputes every figure
 * with the server's calculator: a document discount is spread over the lines again. The caller holds
 * the invoice's lock (lock-order.ts). The version moves, so an editor open on the old lines gets a 409.
 */
export async function appendInvoiceCharge(tx: SqlEntityManager, accountId: string, invoice: IInvoice, charge: { description: string; amount: number }): Promise<void> {
  const stored = await tx.find(InvoiceLine, { invoice: invoice.id }, { orderBy: { position: 'asc' } });
  const line: LineItemInput = { description: charge.description, quantity: '1', unitPrice: charge.amount, unit: '', taxes: [], discount: null, optional: false };
  const lines = [...lineInputsOf(stored), line];
  const totals = computeTotals({ lines, discount: invoice.discount ?? null }, invoice.taxMode);
  applyTotals(invoice, totals);
  invoice.updatedAt = new Date();
  await tx.nativeDelete(InvoiceLine, { invoice: invoice.id });
  createLines(tx, accountId, invoice, lines, totals);
}
