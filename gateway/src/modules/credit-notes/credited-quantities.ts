import type { EntityManager } from '@mikro-orm/core';
import { parseScaled, QUANTITY_SCALE } from '@ledgerline/contracts';
import { CreditNoteLine } from './credit-note-line.entity.ts';

/** The quantity (scaled, unsigned) each line of the invoice has had taken back by its credit notes so far. */
export async function creditedQuantitiesOf(em: EntityManager, invoiceId: string): Promise<Map<string, bigint>> {
  const lines = await em.find(CreditNoteLine, { creditNote: { invoice: invoiceId } }, { fields: ['invoiceLineId', 'quantity'] });
  const credited = new Map<string, bigint>();
  for (const line of lines) {
    const quantity = parseScaled(line.quantity, QUANTITY_SCALE);
    credited.set(line.invoiceLineId, (credited.get(line.invoiceLineId) ?? 0n) + (quantity < 0n ? -quantity : quantity));
  }
  return credited;
}
