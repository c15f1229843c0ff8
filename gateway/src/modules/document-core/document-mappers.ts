import type { z } from 'zod';
import type { ActivityEvent, documentTotalsSchema, LineItem } from '@ledgerline/contracts';
import type { IActivityEvent } from './activity-event.entity.ts';

/** A stored line of any kind, as lineProperties (document-properties.ts) hold it; only estimates store `optional`. */
export type StoredLine = Omit<LineItem, 'discount' | 'optional'> & { discount?: LineItem['discount'] | null; optional?: boolean };

/** A stored document head of any kind, as totalsProperties hold its figures. */
export type StoredTotals = { subtotal: number; discountTotal: number; net: number; taxes: LineItem['taxAmounts']; taxTotal: number; total: number };

/**
 * A line as a signer approves it: what it bills and its total, no derived figures. The content is
 * hashed as canonical JSON (signature.ts), so a kind may add fields of its own in any order.
 */
export function toSignedLine(line: StoredLine) {
  return {
    id: line.id,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unit: line.unit,
    taxes: line.taxes,
    discount: line.discount ?? null,
    total: line.total,
  };
}

export function toLineBody(line: StoredLine): LineItem {
  return {
    ...toSignedLine(line),
    amount: line.amount,
    discountShare: line.discountShare,
    net: line.net,
    taxAmounts: line.taxAmounts,
    optional: line.optional ?? false,
  };
}

/** A line as a client's page shows it where the kind's page has no use for line ids or optional lines. */
export function toPublicLineBody(line: StoredLine): Omit<LineItem, 'id' | 'optional'> {
  const { id: _id, optional: _optional, ...shown } = toLineBody(line);
  return shown;
}

export function toTotalsBody(document: StoredTotals): z.infer<typeof documentTotalsSchema> {
  return {
    subtotal: document.subtotal,
    discount: document.discountTotal,
    net: document.net,
    taxes: document.taxes,
    taxTotal: document.taxTotal,
    total: document.total,
  };
}

export function toActivityBody(event: IActivityEvent): ActivityEvent {
  return {
    id: event.id,
    type: event.type,
    summary: event.summary,
    actor: event.actor?.getEntity().username ?? null,
    at: event.createdAt.toISOString(),
  };
}
