import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LineItemInput } from '@ledgerline/contracts';
import { InvoiceLine } from '../invoices/invoice-line.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/**
 * The job's deposits a pay application deducts: in order, each not deducted before, as long as what the
 * application asks (`room`, before tax) still covers it whole. Each deposit line comes back negated
 * with its own taxes ("Less deposit INV-…"), so the tax it charged is taken back to the unit.
 */
export async function depositDeductions(tx: SqlEntityManager, estimateId: string, netted: ReadonlySet<string>, room: number): Promise<{ ids: string[]; lines: LineItemInput[] }> {
  const deposits = await tx.find(Invoice, { sourceKind: 'estimate', sourceId: estimateId, sourceRole: 'deposit', status: { $ne: 'void' } }, { orderBy: { sourceSequence: 'asc' } });
  const ids: string[] = [];
  const lines: LineItemInput[] = [];
  let left = room;
  for (const deposit of deposits) {
    if (netted.has(deposit.id)) continue;
    const parts = await tx.find(InvoiceLine, { invoice: deposit.id }, { orderBy: { position: 'asc' } });
    const worth = parts.reduce((sum, part) => sum + (deposit.taxMode === 'inclusive' ? part.total : part.net), 0);
    if (worth > left) break;
    left -= worth;
    ids.push(deposit.id);
    for (const part of parts) {
      lines.push({ description: `Less deposit ${deposit.number}`, quantity: part.quantity, unitPrice: -part.unitPrice, unit: '', taxes: part.taxes, discount: null, optional: false });
    }
  }
  return { ids, lines };
}
