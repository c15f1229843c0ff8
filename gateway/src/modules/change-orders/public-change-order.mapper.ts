import { approvalDeadlinePassed, type PublicChangeOrder } from '@ledgerline/contracts';
import { toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { toPublicSignatureBody } from '../document-core/signature.ts';
import { shownPublicBusiness, shownPublicClient } from '../document-core/signed-parties.ts';
import { displayNumber } from '../estimates/estimate.mapper.ts';
import { jobSiteOf } from '../estimates/job-site.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { signedEstimateNumber } from './change-order-signed-content.ts';
import type { ChangeOrderCore } from './change-order-view.ts';

/**
 * The change order as its client sees it, with the job it changes: no row ids, no activity.
 * `revision` is the content's revision read; it goes back with the approval. Once approved, the parties and
 * the estimate's number read as signed.
 */
export function toPublicChangeOrderBody(core: ChangeOrderCore, settings: IAccountSettings, today: string): PublicChangeOrder {
  const { changeOrder, signature } = core;
  return {
    business: shownPublicBusiness(settings, signature),
    client: shownPublicClient(core.estimate.client, signature),
    number: changeOrder.number,
    revision: changeOrder.revision,
    status: changeOrder.status,
    estimateNumber: signature ? signedEstimateNumber(signature) : displayNumber(core.estimate),
    reason: changeOrder.reason,
    description: changeOrder.description,
    requestedBy: changeOrder.requestedBy,
    currency: changeOrder.currency,
    taxMode: changeOrder.taxMode,
    lines: core.lines.map((line) => {
      const { id: _id, ...shown } = toLineBody(line);
      return shown;
    }),
    totals: toTotalsBody(changeOrder),
    costDelta: changeOrder.total,
    daysDelta: changeOrder.daysDelta,
    approvalDeadline: changeOrder.approvalDeadline ?? null,
    deadlinePassed: approvalDeadlinePassed(changeOrder.approvalDeadline ?? null, today),
    sentAt: changeOrder.sentAt?.toISOString() ?? null,
    notes: changeOrder.notes,
    terms: changeOrder.terms,
    closingReason: changeOrder.closingReason ?? null,
    signature: signature ? toPublicSignatureBody(signature) : null,
    job: core.job,
    jobSite: jobSiteOf(core.estimate.revision),
  };
}
