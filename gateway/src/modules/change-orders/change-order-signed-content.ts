import { toSignedLine, toTotalsBody } from '../document-core/document-mappers.ts';
import type { IDocumentSignature } from '../document-core/document-signature.entity.ts';
import type { SignedParties } from '../document-core/signed-parties.ts';
import { displayNumber } from '../estimates/estimate.mapper.ts';
import type { EstimateCore } from '../estimates/estimate-view.ts';
import type { IChangeOrderLine } from './change-order-line.entity.ts';
import type { IChangeOrder } from './change-order.entity.ts';

/**
 * Exactly what a client approves: the change order's number, the revision they read, the estimate
 * it changes, its reason, lines, totals, cost and days, and terms, between the business and the
 * client as the page showed them. Built from the stored change order, which approval locks for
 * good; the signature keeps it whole with its hash (signature.ts).
 */
export function changeOrderSignedContent(
  parts: { changeOrder: IChangeOrder; estimate: Pick<EstimateCore, 'estimate' | 'revision'>; lines: IChangeOrderLine[] },
  revision: number,
  parties: SignedParties,
) {
  const { changeOrder } = parts;
  return {
    kind: 'change_order',
    number: changeOrder.number,
    revision,
    estimateNumber: displayNumber(parts.estimate),
    business: parties.business,
    client: parties.client,
    currency: changeOrder.currency,
    taxMode: changeOrder.taxMode,
    reason: changeOrder.reason,
    description: changeOrder.description,
    lines: parts.lines.map(toSignedLine),
    totals: toTotalsBody(changeOrder),
    costDelta: changeOrder.total,
    daysDelta: changeOrder.daysDelta,
    terms: changeOrder.terms,
  };
}

/** The number of the estimate a signed change order changes, as the signer read it. */
export function signedEstimateNumber(signature: IDocumentSignature): string {
  return (JSON.parse(signature.signedContent) as { estimateNumber: string }).estimateNumber;
}
