import type { AccountSettings, Client, Estimate, PublicEstimate } from '@ledgerline/contracts';
import { toPublicBusiness, toPublicClient } from './public-parties.ts';
import { toPublicSignature } from './public-signature.ts';

/**
 * The estimate as its client sees it, built from what the owner's API answers, so the owner's PDF is
 * the same document the public link gives. The owner's fuller signature (with the IP address) is
 * handed to the renderer beside it.
 */
export function toPublicEstimate(estimate: Estimate, client: Client, settings: AccountSettings): PublicEstimate {
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(client),
    number: estimate.number,
    revision: estimate.revision,
    status: estimate.status,
    issueDate: estimate.issueDate,
    validUntil: estimate.validUntil,
    currency: estimate.currency,
    taxMode: estimate.taxMode,
    lines: estimate.lines,
    discount: estimate.discount,
    totals: estimate.totals,
    chosenOptionalLineIds: estimate.chosenOptionalLineIds,
    deposit: estimate.deposit,
    depositAmount: estimate.depositAmount,
    jobTitle: estimate.jobTitle,
    siteAddress: estimate.siteAddress,
    completionDate: estimate.completionDate,
    notes: estimate.notes,
    terms: estimate.terms,
    signature: estimate.signature ? toPublicSignature(estimate.signature) : null,
    job: estimate.job,
  };
}
