import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, revisionNumber, type DocumentTotals, type EstimateInput, type EstimateUpdate, type DocumentLinkAction } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError } from '../../http/http-error.ts';
import { deleteActivity, recordActivity, type Actor, type Subject } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { lockEstimate } from './lock-estimate.ts';
import { countDeletedDocument, countNewDocument, nextNumber, patternNumber, type CounterKey } from '../document-core/numbering.ts';
import { changePublicLink, newPublicToken, type LinkState } from '../document-core/public-link.ts';
import { moveStatus } from '../document-core/status.ts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { getSettings } from '../settings/settings.service.ts';
import { rateToRecord, storedRateOf, type RateColumns } from '../exchange-rates/document-rate.ts';
import { EstimateLine, type IEstimateLine } from './estimate-line.entity.ts';
import { priceEstimate } from './estimate-pricing.ts';
import { EstimateRevision, type IEstimateRevision } from './estimate-revision.entity.ts';
import { Estimate, type IEstimate } from './estimate.entity.ts';
import { documentTemplate } from '../templates/document-template.ts';
import {
  createRevisionLines,
  revisionContent,
  sameOffer,
  staleEstimate,
  storedProposal,
  withUniqueEstimateNumber,
  type Proposal,
} from './estimate-writes.ts';

/** The account's estimate series: one number sequence and one kept count. */
export const estimateCounter = (accountId: string): CounterKey => ({ accountId, kind: 'estimate' });

export const estimateSubject = (id: string): Subject => ({ kind: 'estimate', id });

/** The current revision of a locked estimate. */
export function currentRevision(tx: SqlEntityManager, estimate: IEstimate): Promise<IEstimateRevision> {
  return tx.findOneOrFail(EstimateRevision, { estimate: estimate.id, revision: estimate.revision }, { refresh: true });
}

/** A revision's lines, in their order. */
export function revisionLines(tx: SqlEntityManager, revision: IEstimateRevision): Promise<IEstimateLine[]> {
  return tx.find(EstimateLine, { revision: revision.id }, { orderBy: { position: 'asc' } });
}

/** Only a draft or sent estimate is edited; an accepted (or declined) one is kept as the client saw it. */
function refuseLocked(estimate: IEstimate): void {
  if (estimate.status === 'draft' || estimate.status === 'sent') return;
  const what = estimate.status === 'declined' ? 'A declined' : 'An accepted';
  throw new HttpError(409, 'estimate_locked', `${what} estimate is locked. Revise it to change it.`);
}

/**
 * Creates a draft in revision 1: the client must be the account's own, the tax mode comes from the
 * settings, the number from the account's estimate pattern unless one was typed, and every total
 * from the calculator. Returns the new estimate's id.
 */
export function createEstimate(em: SqlEntityManager, actor: Actor, input: EstimateInput, summary?: string): Promise<string> {
  return withUniqueEstimateNumber(() =>
    transactional(em, async (tx) => {
      await lockCounter(tx, estimateCounter(actor.accountId));
      const client = await lockClientForDocument(tx, input.clientId);
      const template = await documentTemplate(tx, input.templateId);
      const settings = await getSettings(tx, actor.accountId);
      const totals = priceEstimate(input, settings.taxMode);
      const rate = await rateToRecord(tx, { document: input.currency, account: settings.currency }, input.exchangeRate);
      const counted = await countNewDocument(tx, estimateCounter(actor.accountId));
      const baseNumber = input.number ?? (await nextNumber(tx, estimateCounter(actor.accountId), patternNumber(settings.estimateNumberPattern, input.issueDate), counted));
      const id = randomUUID();
      const estimate = tx.create(Estimate, { id, account: actor.accountId, client, baseNumber, revision: 1, status: 'draft', template: template ?? null });
      const revision = tx.create(EstimateRevision, {
        account: actor.accountId,
        estimate,
        revision: 1,
        taxMode: settings.taxMode,
        chosenOptionalLineIds: [],
        ...revisionContent(input, totals),
        ...rate,
      });
      createRevisionLines(tx, actor.accountId, revision, input.lines, totals);
      recordActivity(tx, actor, estimateSubject(id), 'created', summary ?? `Created estimate ${baseNumber}`);
      return id;
    }),
  );
}

/**
 * Saves an edit. A draft's revision is changed in place. A sent (or expired) revision may be open on
 * the client's screen, so an edit that changes what it offers (anything but its dates) starts the
 * next revision instead, as a draft to send again: the sent one stays on record, and an acceptance
 * of it answers 409. The save
 * names the version it was based on: a stale one answers 409 and changes nothing; an accepted or
 * declined estimate answers 409 too.
 */
export function updateEstimate(em: SqlEntityManager, actor: Actor, id: string, input: EstimateUpdate): Promise<void> {
  return withUniqueEstimateNumber(() =>
    transactional(em, async (tx) => {
      const client = await lockClientForDocument(tx, input.clientId);
      const estimate = await lockEstimate(tx, id);
      if (estimate.version !== input.version) throw staleEstimate();
      refuseLocked(estimate);
      const template = await documentTemplate(tx, input.templateId);
      const revision = await currentRevision(tx, estimate);
      const totals = priceEstimate(input, revision.taxMode);
      const { currency } = await getSettings(tx, actor.accountId);
      const rate = await rateToRecord(tx, { document: input.currency, account: currency }, input.exchangeRate, revision);
      // Set on every save so the version moves even when only the estimate's own fields changed.
      // The template is how the estimate looks, not what it offers, so it never starts a revision.
      // The editor sends back the number it shows, revision suffix and all: that is no new number.
      const shown = revisionNumber(estimate.baseNumber, estimate.revision);
      const baseNumber = input.number === undefined || input.number === shown ? estimate.baseNumber : input.number;
      tx.assign(estimate, { client, baseNumber, ...(template !== undefined && { template }), updatedAt: new Date() });
      if (estimate.status === 'sent' && !sameOffer(input, storedProposal(revision, await revisionLines(tx, revision)))) {
        moveStatus('estimate', estimate, 'revise');
        const next = startNextRevision(tx, actor, estimate, revision, input, totals, rate);
        const number = revisionNumber(estimate.baseNumber, next);
        recordActivity(tx, actor, estimateSubject(id), 'revised', `Edited the sent estimate: started revision ${next} (${number}) to send again; revision ${revision.revision} stays on record`);
        return;
      }
      tx.assign(revision, { ...revisionContent(input, totals), ...rate });
      await tx.nativeDelete(EstimateLine, { revision: revision.id });
      createRevisionLines(tx, actor.accountId, revision, input.lines, totals);
      recordActivity(tx, actor, estimateSubject(id), 'updated', `Edited estimate ${revisionNumber(estimate.baseNumber, estimate.revision)}`);
    }),
  );
}

/**
 * Makes the revision after `previous` the estimate's current one, holding the proposal, with no
 * optional line chosen yet. Returns its number. The caller has moved the status to draft.
 */
function startNextRevision(
  tx: SqlEntityManager,
  actor: Actor,
  estimate: IEstimate,
  previous: IEstimateRevision,
  proposal: Proposal,
  totals: DocumentTotals,
  rate: RateColumns,
): number {
  const revision = tx.create(EstimateRevision, {
    account: actor.accountId,
    estimate,
    revision: previous.revision + 1,
    taxMode: previous.taxMode,
    chosenOptionalLineIds: [],
    ...revisionContent(proposal, totals),
    ...rate,
  });
  createRevisionLines(tx, actor.accountId, revision, proposal.lines, totals);
  estimate.revision = revision.revision;
  // The new revision's first view by the client is news again.
  estimate.viewedAt = null;
  estimate.updatedAt = new Date();
  return revision.revision;
}

/** Deletes a draft that was never sent, with its revision, lines and activity; anything else is kept (409). */
export function deleteEstimate(em: SqlEntityManager, accountId: string, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    await lockCounter(tx, estimateCounter(accountId));
    const estimate = await lockEstimate(tx, id);
    const revision = await currentRevision(tx, estimate);
    if (estimate.status !== 'draft' || estimate.revision !== 1 || revision.sentAt) {
      throw new HttpError(409, 'estimate_kept', 'Only a draft that was never sent can be deleted. A sent estimate stays on record.');
    }
    tx.remove(estimate);
    await deleteActivity(tx, estimateSubject(id));
    await countDeletedDocument(tx, estimateCounter(accountId));
  });
}

/**
 * Marks the current revision sent (a draft becomes sent; a sent one is sent again) and gives the
 * estimate a public link if it has none. A valid-until date already past answers 409: an expired
 * estimate is sent again with a new date.
 */
export function sendEstimate(em: SqlEntityManager, actor: Actor, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    const estimate = await lockEstimate(tx, id);
    if (estimate.status !== 'sent') moveStatus('estimate', estimate, 'send');
    const revision = await currentRevision(tx, estimate);
    if (revision.validUntil < today()) {
      throw new HttpError(409, 'estimate_expired', `This estimate was valid until ${formatDate(revision.validUntil, 'en-US')}. Set a later valid-until date, then send it again.`);
    }
    revision.sentAt = new Date();
    estimate.publicToken ??= newPublicToken();
    estimate.updatedAt = new Date();
    const number = revisionNumber(estimate.baseNumber, estimate.revision);
    recordActivity(tx, actor, estimateSubject(id), 'sent', `Marked estimate ${number} as sent`);
  });
}

/**
 * Starts the next revision of an accepted, declined or sent estimate, as a draft copied from the current
 * one (the client's choice of optional lines is not carried over). The revision before stays as it
 * was, signature and all. An estimate already invoiced, or with change orders, is changed by change
 * orders instead.
 */
export function reviseEstimate(em: SqlEntityManager, actor: Actor, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    const estimate = await lockEstimate(tx, id);
    if ((await tx.count(Invoice, { sourceKind: 'estimate', sourceId: id })) > 0) {
      throw new HttpError(409, 'estimate_invoiced', 'This estimate has been invoiced, so it is not revised. Record a change order instead.');
    }
    if ((await tx.count(ChangeOrder, { estimate: id, status: { $nin: ['declined', 'void'] } })) > 0) {
      throw new HttpError(409, 'estimate_changed', 'This estimate has change orders, so it is not revised. Record another change order instead.');
    }
    const previous = await currentRevision(tx, estimate);
    moveStatus('estimate', estimate, 'revise');
    const proposal = storedProposal(previous, await revisionLines(tx, previous));
    const next = startNextRevision(tx, actor, estimate, previous, proposal, priceEstimate(proposal, previous.taxMode), storedRateOf(previous));
    const number = revisionNumber(estimate.baseNumber, next);
    recordActivity(tx, actor, estimateSubject(id), 'revised', `Started revision ${next} (${number}); revision ${previous.revision} stays on record`);
  });
}

/** Replaces the public token (old links stop working), removes it, or sets its last day. Returns the link as it now is. */
export function changeEstimateLink(em: SqlEntityManager, actor: Actor, id: string, change: DocumentLinkAction): Promise<LinkState> {
  return transactional(em, async (tx) => changePublicLink(tx, actor, estimateSubject(id), await lockEstimate(tx, id), change));
}
