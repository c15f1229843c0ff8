import { toTotalsBody } from '../document-core/document-mappers.ts';
import type { SignedClient } from '../document-core/document-signature.entity.ts';
import { displayNumber } from '../estimates/estimate.mapper.ts';
import type { EstimateCore } from '../estimates/estimate-view.ts';
import type { IChangeOrderLine } from './change-order-line.entity.ts';
import type { IChangeOrder } from './change-order.entity.ts';

/**
 * Exactly what a client approves: the change order's number, the version they read, the estimate
 * it changes, its reason, lines, totals, cost and days, and terms, for the client as named at
 * signing. Built from the stored change order, which approval locks for good, so the signature's
 * hash can be recomputed from it at any later time.
 */
export function changeOrderSignedContent(
  parts: { changeOrder: IChangeOrder; estimate: Pick<EstimateCore, 'estimate' | 'revision'>; lines: IChangeOrderLine[] },
  revision: number,
  client: SignedClient,
) {
  const { changeOrder } = parts;
  return {
    kind: 'change_order',
    number: changeOrder.number,
    revision,
    estimateNumber: displayNumber(parts.estimate),
    client: { id: client.id, name: client.name, company: client.company },
    currency: changeOrder.currency,
    taxMode: changeOrder.taxMode,
    reason: changeOrder.reason,
    description: changeOrder.description,
    lines: parts.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unit: line.unit,
      taxes: line.taxes,
      discount: line.discount ?? null,
      total: line.total,
    })),
    totals: toTotalsBody(changeOrder),
    costDelta: changeOrder.total,
    daysDelta: changeOrder.daysDelta,
    terms: changeOrder.terms,
  };
}
