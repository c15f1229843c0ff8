import { depositAmount } from '@ledgerline/contracts';
import { toTotalsBody } from '../document-core/document-mappers.ts';
import type { SignedClient } from '../document-core/document-signature.entity.ts';
import { displayNumber } from './estimate.mapper.ts';
import type { EstimateCore } from './estimate-view.ts';

/**
 * Exactly what a client accepts: the revision's number, lines (optional ones with whether they were
 * chosen), totals, terms and deposit, for the client as named at signing. Built from the stored
 * revision, so the signature's hash can be recomputed from it at any later time: a locked revision
 * gives the same hash forever, and any change to what was signed gives another.
 */
export function estimateSignedContent(core: Pick<EstimateCore, 'estimate' | 'revision' | 'lines'>, client: SignedClient) {
  const { revision } = core;
  return {
    kind: 'estimate',
    number: displayNumber(core),
    revision: revision.revision,
    client: { id: client.id, name: client.name, company: client.company },
    currency: revision.currency,
    taxMode: revision.taxMode,
    lines: core.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unit: line.unit,
      taxes: line.taxes,
      discount: line.discount ?? null,
      optional: line.optional,
      total: line.total,
    })),
    chosenOptionalLineIds: [...revision.chosenOptionalLineIds].sort(),
    discount: revision.discount ?? null,
    totals: toTotalsBody(revision),
    terms: revision.terms,
    deposit: revision.deposit ?? null,
    depositAmount: depositAmount(revision.deposit ?? null, revision.total),
  };
}
