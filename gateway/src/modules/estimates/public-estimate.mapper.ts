import { depositAmount, type Job, type PublicEstimate } from '@ledgerline/contracts';
import { toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { toPublicSignatureBody } from '../document-core/signature.ts';
import { shownPublicBusiness, shownPublicClient } from '../document-core/signed-parties.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { displayNumber } from './estimate.mapper.ts';
import { displayedStatus } from './estimate-status.ts';
import type { EstimateCore } from './estimate-view.ts';

/**
 * The estimate as its client sees it: the business's and client's blocks, the current revision's
 * lines with their ids (to name the optional lines chosen), no activity, no internal ids beyond those.
 * Once the revision is signed, both blocks read as signed.
 */
export function toPublicEstimateBody(core: EstimateCore, settings: IAccountSettings, job: Job | null, today: string): PublicEstimate {
  const { estimate, revision } = core;
  return {
    business: shownPublicBusiness(settings, core.signature),
    client: shownPublicClient(core.client, core.signature),
    number: displayNumber(core),
    revision: revision.revision,
    status: displayedStatus(estimate.status, revision.validUntil, today),
    issueDate: revision.issueDate,
    validUntil: revision.validUntil,
    currency: revision.currency,
    taxMode: revision.taxMode,
    lines: core.lines.map(toLineBody),
    discount: revision.discount ?? null,
    totals: toTotalsBody(revision),
    chosenOptionalLineIds: revision.chosenOptionalLineIds,
    deposit: revision.deposit ?? null,
    depositAmount: depositAmount(revision.deposit ?? null, revision.total),
    jobTitle: revision.jobTitle,
    siteAddress: revision.siteAddress ?? null,
    completionDate: revision.completionDate ?? null,
    notes: revision.notes,
    terms: revision.terms,
    signature: core.signature ? toPublicSignatureBody(core.signature) : null,
    job,
  };
}
