import { depositAmount } from '@ledgerline/contracts';
import { toSignedLine, toTotalsBody } from '../document-core/document-mappers.ts';
import type { SignedParties } from '../document-core/signed-parties.ts';
import { displayNumber } from './estimate.mapper.ts';
import type { EstimateCore } from './estimate-view.ts';

/**
 * Exactly what a client accepts: the revision's number, lines (optional ones with whether they were
 * chosen), totals, terms and deposit, between the business and the client as the page showed them.
 * Built from the revision as it is stored when accepted; the signature keeps it whole with its hash
 * (signature.ts), and the locked revision still gives the same content, so a change to a signed
 * line shows against the evidence.
 */
export function estimateSignedContent(core: Pick<EstimateCore, 'estimate' | 'revision' | 'lines'>, parties: SignedParties) {
  const { revision } = core;
  return {
    kind: 'estimate',
    number: displayNumber(core),
    revision: revision.revision,
    business: parties.business,
    client: parties.client,
    currency: revision.currency,
    taxMode: revision.taxMode,
    lines: core.lines.map((line) => ({ ...toSignedLine(line), optional: line.optional })),
    chosenOptionalLineIds: [...revision.chosenOptionalLineIds].sort(),
    discount: revision.discount ?? null,
    totals: toTotalsBody(revision),
    terms: revision.terms,
    deposit: revision.deposit ?? null,
    depositAmount: depositAmount(revision.deposit ?? null, revision.total),
  };
}
