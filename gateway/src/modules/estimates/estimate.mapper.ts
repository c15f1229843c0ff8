import {
  depositAmount,
  revisionNumber,
  type Estimate as EstimateBody,
  type EstimateInvoice,
  type EstimateRevision as RevisionBody,
  type EstimateRevisionEntry,
  type EstimateStatus,
  type Job,
} from '@ledgerline/contracts';
import { toActivityBody, toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toSignatureBody } from '../document-core/signature.ts';
import { shownClientRef } from '../document-core/signed-parties.ts';
import type { IEstimateRevision } from './estimate-revision.entity.ts';
import { displayedStatus } from './estimate-status.ts';
import type { EstimateCore, EstimateView, RevisionView } from './estimate-view.ts';
import { toRateBody } from '../exchange-rates/document-rate.ts';

const isoTime = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * The status of a revision in the history: the current one stands where the estimate stands; an
 * earlier one was accepted, declined, or sent and then changed.
 */
function revisionStatus(core: EstimateCore, revision: IEstimateRevision, today: string): EstimateStatus {
  if (revision.revision === core.estimate.revision) return displayedStatus(core.estimate.status, revision.validUntil, today);
  if (revision.acceptedAt) return 'accepted';
  if (revision.declinedAt) return 'declined';
  return displayedStatus(revision.sentAt ? 'sent' : 'draft', revision.validUntil, today);
}

function toRevisionEntry(core: EstimateCore, revision: IEstimateRevision, today: string): EstimateRevisionEntry {
  return {
    revision: revision.revision,
    status: revisionStatus(core, revision, today),
    total: revision.total,
    sentAt: isoTime(revision.sentAt),
    acceptedAt: isoTime(revision.acceptedAt),
    declinedAt: isoTime(revision.declinedAt),
  };
}

/** What a revision holds, the current one and every earlier one alike. */
function toContent(view: RevisionView) {
  const { revision } = view;
  return {
    taxMode: revision.taxMode,
    lines: view.lines.map(toLineBody),
    discount: revision.discount ?? null,
    totals: toTotalsBody(revision),
    chosenOptionalLineIds: revision.chosenOptionalLineIds,
    notes: revision.notes,
    terms: revision.terms,
    jobTitle: revision.jobTitle,
    siteAddress: revision.siteAddress ?? null,
    deposit: revision.deposit ?? null,
    depositAmount: depositAmount(revision.deposit ?? null, revision.total),
    completionDate: revision.completionDate ?? null,
    exchangeRate: toRateBody(revision),
    signature: view.signature ? toSignatureBody(view.signature) : null,
    declineReason: revision.declineReason ?? null,
  };
}

/** The estimate as its number reads in this revision: "EST-0007", "EST-0007-R2". */
export const displayNumber = (core: Pick<EstimateCore, 'estimate' | 'revision'>) => revisionNumber(core.estimate.baseNumber, core.revision.revision);

/** The client of the revision shown: as it signed, once it has. */
const clientOf = (core: EstimateCore) => shownClientRef(core.client, core.signature);

/** The estimate as the owner's API shows it; `origin` builds the public link. */
export function toEstimateBody(view: EstimateView, job: Job | null, invoices: EstimateInvoice[], origin: string, today: string): EstimateBody {
  const { estimate, revision } = view;
  return {
    id: estimate.id,
    number: displayNumber(view),
    baseNumber: estimate.baseNumber,
    revision: revision.revision,
    status: displayedStatus(estimate.status, revision.validUntil, today),
    client: clientOf(view),
    issueDate: revision.issueDate,
    validUntil: revision.validUntil,
    currency: revision.currency,
    total: revision.total,
    contractValue: job?.contractValue ?? revision.total,
    viewedAt: isoTime(estimate.viewedAt),
    acceptedAt: isoTime(revision.acceptedAt),
    ...toContent(view),
    publicUrl: publicDocumentUrl(origin, 'estimate', estimate.publicToken),
    publicLinkExpiresOn: estimate.publicLinkExpiresOn ?? null,
    sentAt: isoTime(revision.sentAt),
    templateId: estimate.template?.id ?? null,
    version: estimate.version,
    activity: view.activity.map(toActivityBody),
    revisions: view.revisions.map((entry) => toRevisionEntry(view, entry, today)),
    job,
    invoices,
    createdAt: estimate.createdAt.toISOString(),
    updatedAt: estimate.updatedAt.toISOString(),
  };
}

/** One revision as it was sent, and signed if it was: readable forever. */
export function toRevisionBody(core: EstimateCore, today: string): RevisionBody {
  const { estimate, revision } = core;
  return {
    ...toRevisionEntry(core, revision, today),
    ...toContent(core),
    id: estimate.id,
    number: displayNumber(core),
    client: clientOf(core),
    issueDate: revision.issueDate,
    validUntil: revision.validUntil,
    currency: revision.currency,
  };
}
