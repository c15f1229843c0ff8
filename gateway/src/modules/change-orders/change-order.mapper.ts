import type { ChangeOrder as ChangeOrderBody, ChangeOrderSummary } from '@ledgerline/contracts';
import { jobSiteOf } from '../estimates/job-site.ts';
import { toActivityBody, toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toSignatureBody } from '../document-core/signature.ts';
import { shownClientRef } from '../document-core/signed-parties.ts';
import { displayNumber } from '../estimates/estimate.mapper.ts';
import type { ChangeOrderCore, ChangeOrderView } from './change-order-view.ts';
import { toRateBody } from '../exchange-rates/document-rate.ts';

const isoTime = (value: Date | null | undefined) => value?.toISOString() ?? null;

function toSummary(core: ChangeOrderCore): ChangeOrderSummary {
  const { changeOrder, estimate } = core;
  return {
    id: changeOrder.id,
    number: changeOrder.number,
    status: changeOrder.status,
    estimate: { id: estimate.estimate.id, number: displayNumber(estimate) },
    client: shownClientRef(estimate.client, core.signature),
    reason: changeOrder.reason,
    costDelta: changeOrder.total,
    daysDelta: changeOrder.daysDelta,
    currency: changeOrder.currency,
    approvalDeadline: changeOrder.approvalDeadline ?? null,
    invoiced: core.invoice !== null,
    viewedAt: isoTime(changeOrder.viewedAt),
    createdAt: changeOrder.createdAt.toISOString(),
  };
}

/** The change order as the owner's API shows it, with the job it changes; `origin` builds the public link. */
export function toChangeOrderBody(view: ChangeOrderView, origin: string): ChangeOrderBody {
  const { changeOrder } = view;
  return {
    ...toSummary(view),
    description: changeOrder.description,
    requestedBy: changeOrder.requestedBy,
    taxMode: changeOrder.taxMode,
    lines: view.lines.map(toLineBody),
    totals: toTotalsBody(changeOrder),
    invoiceOnApproval: changeOrder.invoiceOnApproval,
    notes: changeOrder.notes,
    terms: changeOrder.terms,
    exchangeRate: toRateBody(changeOrder),
    publicUrl: publicDocumentUrl(origin, 'change_order', changeOrder.publicToken),
    publicLinkExpiresOn: changeOrder.publicLinkExpiresOn ?? null,
    sentAt: isoTime(changeOrder.sentAt),
    templateId: changeOrder.template?.id ?? null,
    revision: changeOrder.revision,
    version: changeOrder.version,
    activity: view.activity.map(toActivityBody),
    signature: view.signature ? toSignatureBody(view.signature) : null,
    closingReason: changeOrder.closingReason ?? null,
    invoice: view.invoice,
    job: view.job,
    jobSite: jobSiteOf(view.estimate.revision),
  };
}
