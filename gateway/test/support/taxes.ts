import type { DocumentTotals } from '@ledgerline/contracts';

/** Every tax of the documents, added up by tax id: what "to the unit, tax by tax" compares. */
export function taxesById(documents: readonly { totals: Pick<DocumentTotals, 'taxes'> }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const document of documents) for (const tax of document.totals.taxes) sums[tax.key] = (sums[tax.key] ?? 0) + tax.amount;
  return sums;
}
