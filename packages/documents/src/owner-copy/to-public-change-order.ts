import { approvalDeadlinePassed, localToday, type AccountSettings, type ChangeOrder, type Client, type PublicChangeOrder } from '@ledgerline/contracts';
import { toPublicBusiness, toPublicClient } from './public-parties.ts';
import { toPublicSignature } from './public-signature.ts';

/**
 * The change order as its client sees it, built from what the owner's API answers, so the owner's PDF
 * is the same document the public link gives.
 */
export function toPublicChangeOrder(changeOrder: ChangeOrder, client: Client, settings: AccountSettings): PublicChangeOrder {
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(client),
    number: changeOrder.number,
    revision: changeOrder.revision,
    status: changeOrder.status,
    estimateNumber: changeOrder.estimate.number,
    reason: changeOrder.reason,
    description: changeOrder.description,
    requestedBy: changeOrder.requestedBy,
    currency: changeOrder.currency,
    taxMode: changeOrder.taxMode,
    lines: changeOrder.lines.map(({ id: _id, ...line }) => line),
    totals: changeOrder.totals,
    costDelta: changeOrder.costDelta,
    daysDelta: changeOrder.daysDelta,
    approvalDeadline: changeOrder.approvalDeadline,
    deadlinePassed: approvalDeadlinePassed(changeOrder.approvalDeadline, localToday()),
    sentAt: changeOrder.sentAt,
    notes: changeOrder.notes,
    terms: changeOrder.terms,
    closingReason: changeOrder.closingReason,
    signature: changeOrder.signature ? toPublicSignature(changeOrder.signature) : null,
    job: changeOrder.job,
    jobSite: changeOrder.jobSite,
  };
}
