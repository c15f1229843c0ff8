import { approvalDeadlinePassed, type PublicChangeOrder } from '@ledgerline/contracts';
import { toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { toPublicBusiness, toPublicClient } from '../document-core/public-parties.ts';
import { toPublicSignatureBody } from '../document-core/signature.ts';
import { displayNumber } from '../estimates/estimate.mapper.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import type { ChangeOrderCore } from './change-order-view.ts';

/**
 * The change order as its client sees it, with the job it changes: no row ids, no activity.
 * `revision` is the version read; it goes back with the approval.
 */
export function toPublicChangeOrderBody(core: ChangeOrderCore, settings: IAccountSettings, today: string): PublicChangeOrder {
  const { changeOrder } = core;
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(core.estimate.client),
    number: changeOrder.number,
    revision: changeOrder.version,
    status: changeOrder.status,
    estimateNumber: displayNumber(core.estimate),
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
    signature: core.signature ? toPublicSignatureBody(core.signature) : null,
    job: core.job,
  };
}
