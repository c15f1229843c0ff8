import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, revisionNumber, type Acceptance, type Decline } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import { lockEstimate } from './lock-estimate.ts';
import { findByPublicToken, noSuchLink } from '../document-core/public-link.ts';
import { recordSignature, type SigningRequest } from '../document-core/signature.ts';
import { partiesAtSigning } from '../document-core/signed-parties.ts';
import { moveStatus } from '../document-core/status.ts';
import { refuseClientAnswer } from '../document-core/client-answer.ts';
import { lineFields, totalsFields } from '../document-core/totals.ts';
import { notifyEstimateAccepted, notifyEstimateDeclined, notifyEstimateViewed } from '../notifications/estimate-notifications.ts';
import { getSettings } from '../settings/settings.service.ts';
import { EstimateLine } from './estimate-line.entity.ts';
import { priceEstimate } from './estimate-pricing.ts';
import type { IEstimateRevision } from './estimate-revision.entity.ts';
import { estimateSignedContent } from './estimate-signed-content.ts';
import type { IEstimate } from './estimate.entity.ts';
import type { EstimateCore } from './estimate-view.ts';
import { toLineInput } from './estimate-writes.ts';
import { currentRevision, estimateSubject } from './estimates.service.ts';

/** The first view by someone outside the account, per revision: recorded once, with a notification. */
export async function recordFirstEstimateView(em: SqlEntityManager, core: EstimateCore, viewerAccountId: string | undefined): Promise<void> {
  const { estimate } = core;
  const accountId = estimate.account.id;
  const viewedAt = await recordFirstView(em, { ...estimateSubject(estimate.id), accountId, viewedAt: estimate.viewedAt }, viewerAccountId, (tx) =>
    notifyEstimateViewed(tx, { id: estimate.id, accountId, number: revisionNumber(estimate.baseNumber, estimate.revision) }, core.client),
  );
  if (viewedAt) estimate.viewedAt = viewedAt;
}

/** The client's answer is only taken on a sent estimate that is still valid, in the revision they read. */
function refuseAnswer(estimate: IEstimate, revision: IEstimateRevision, answeredRevision: number | null): void {
  refuseClientAnswer('estimate', estimate.status);
  if (answeredRevision !== null && answeredRevision !== estimate.revision) {
    throw new HttpError(409, 'stale_revision', `This estimate has changed since you opened it. Reload the page to read revision ${estimate.revision}, then answer again.`);
  }
  if (revision.validUntil < today()) {
    throw new HttpError(409, 'estimate_expired', `This estimate expired on ${formatDate(revision.validUntil, 'en-US')}. Ask the sender to renew it.`);
  }
}

/** Locks the estimate behind a token (404 when there is none) for the client's answer. */
async function lockAnsweredEstimate(tx: SqlEntityManager, id: string) {
  const estimate = await lockEstimate(tx, id);
  return { estimate, revision: await currentRevision(tx, estimate) };
}

/** The estimate a client answers; one being revised is found, so that the answer is refused with a sentence. */
async function estimateIdOf(em: SqlEntityManager, token: string): Promise<{ id: string; accountId: string }> {
  const found = await findByPublicToken(em, 'estimate', token, { drafts: true });
  if (!found) throw noSuchLink('estimate');
  return found;
}

/**
 * Accepts the current revision through the public link, with the signature evidence: the chosen
 * optional lines join the totals, the revision is locked, and the signature records the SHA-256 of
 * exactly what was accepted. Accepting twice, a stale revision or an expired estimate answers 409.
 */
export async function acceptEstimate(em: SqlEntityManager, token: string, acceptance: Acceptance, request: SigningRequest): Promise<void> {
  const { id, accountId } = await estimateIdOf(em, token);
  const actor: Actor = { accountId, userId: null };
  await transactional(em, async (tx) => {
    const { estimate, revision } = await lockAnsweredEstimate(tx, id);
    refuseAnswer(estimate, revision, acceptance.revision);
    const lines = await tx.find(EstimateLine, { revision: revision.id }, { orderBy: { position: 'asc' } });
    const offered = new Set(lines.filter((line) => line.optional).map((line) => line.id));
    const chosen = new Set(acceptance.optionalLineIds);
    if ([...chosen].some((lineId) => !offered.has(lineId))) {
      const message = 'Choose only among the optional lines of this estimate.';
      throw new HttpError(422, 'unknown_optional_line', message, { fields: { optionalLineIds: [message] } });
    }
    const input = lines.map(toLineInput);
    const totals = priceEstimate({ lines: input, discount: revision.discount ?? null }, revision.taxMode, (position) => chosen.has(lines[position]?.id ?? ''));
    lineFields(input, totals).forEach((fields, position) => Object.assign(lines[position] ?? {}, fields));
    Object.assign(revision, totalsFields(totals));
    revision.chosenOptionalLineIds = lines.filter((line) => chosen.has(line.id)).map((line) => line.id);
    revision.acceptedAt = new Date();
    moveStatus('estimate', estimate, 'accept');
    estimate.updatedAt = new Date();
    const parties = partiesAtSigning(await getSettings(tx, accountId), await tx.findOneOrFail(Client, estimate.client.id));
    recordSignature(tx, { accountId, kind: 'estimate', id, revision: revision.revision }, acceptance, request, estimateSignedContent({ estimate, revision, lines }, parties));
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    recordActivity(tx, actor, estimateSubject(id), 'accepted', `Accepted and signed by ${acceptance.name} through the public link`);
    notifyEstimateAccepted(tx, { id, accountId, number }, acceptance.name, revision.total, revision.currency);
  });
}

/** Declines the current revision through the public link, with the client's reason. */
export async function declineEstimate(em: SqlEntityManager, token: string, decline: Decline): Promise<void> {
  const { id, accountId } = await estimateIdOf(em, token);
  await transactional(em, async (tx) => {
    const { estimate, revision } = await lockAnsweredEstimate(tx, id);
    refuseAnswer(estimate, revision, null);
    revision.declinedAt = new Date();
    revision.declineReason = decline.reason;
    moveStatus('estimate', estimate, 'decline');
    estimate.updatedAt = new Date();
    const client = await tx.findOneOrFail(Client, estimate.client.id);
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    recordActivity(tx, { accountId, userId: null }, estimateSubject(id), 'declined', `Declined through the public link: ${decline.reason}`);
    notifyEstimateDeclined(tx, { id, accountId, number }, client, decline.reason);
  });
}
