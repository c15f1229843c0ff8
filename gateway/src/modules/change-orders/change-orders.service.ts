import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { approvalDeadlinePassed, changeOrderNumber, formatDate, type ChangeOrderInput, type ChangeOrderUpdate, type DocumentLinkAction } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { deleteActivity, recordActivity, type Actor, type Subject } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { lockCounter } from '../document-core/lock-order.ts';
import { lockChangeOrder } from './lock-change-order.ts';
import { lockEstimate } from '../estimates/lock-estimate.ts';
import { countDeletedDocument, countNewDocument, nextNumber, type CounterKey } from '../document-core/numbering.ts';
import { changePublicLink, newPublicToken, type LinkState } from '../document-core/public-link.ts';
import { moveStatus } from '../document-core/status.ts';
import { rateToRecord } from '../exchange-rates/document-rate.ts';
import { getSettings } from '../settings/settings.service.ts';
import { ACCEPTED_STATUSES } from '../estimates/estimate-status.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { currentRevision } from '../estimates/estimates.service.ts';
import { ChangeOrderLine } from './change-order-line.entity.ts';
import { ChangeOrder, type IChangeOrder } from './change-order.entity.ts';
import { documentTemplate } from '../templates/document-template.ts';
import {
  changeOrderFields,
  createChangeOrderLines,
  estimateNotFound,
  priceChangeOrder,
  staleChangeOrder,
  withUniqueChangeOrderNumber,
} from './change-order-writes.ts';

/** Change orders are numbered per estimate: "EST-0007-CO-01", "-CO-02", … */
export const changeOrderCounter = (accountId: string, estimateId: string): CounterKey => ({ accountId, kind: 'change_order', parentId: estimateId });

export const changeOrderSubject = (id: string): Subject => ({ kind: 'change_order', id });

/** Only a draft or sent change order is edited; an answered or void one stays as it was. */
function refuseClosed(changeOrder: IChangeOrder): void {
  if (changeOrder.status === 'draft' || changeOrder.status === 'sent') return;
  const what = changeOrder.status === 'approved' ? 'An approved' : changeOrder.status === 'declined' ? 'A declined' : 'A void';
  throw new HttpError(409, 'change_order_closed', `${what} change order is kept as it was and cannot be edited.`);
}

/**
 * Creates a draft change order of an accepted estimate, numbered in the estimate's own series under
 * its counter's lock (so concurrent creates on one estimate never share a number); currency and tax
 * mode are the accepted revision's. Returns the new change order's id.
 */
export async function createChangeOrder(em: SqlEntityManager, actor: Actor, input: ChangeOrderInput): Promise<string> {
  if (!(await em.findOne(Estimate, input.estimateId, { fields: ['id'] }))) throw estimateNotFound();
  return withUniqueChangeOrderNumber(() =>
    transactional(em, async (tx) => {
      const counter = changeOrderCounter(actor.accountId, input.estimateId);
      await lockCounter(tx, counter);
      const estimate = await lockEstimate(tx, input.estimateId);
      if (!ACCEPTED_STATUSES.includes(estimate.status)) {
        throw new HttpError(409, 'estimate_not_accepted', 'A change order changes an accepted estimate. Have the estimate accepted first.');
      }
      const template = await documentTemplate(tx, input.templateId);
      const revision = await currentRevision(tx, estimate);
      const totals = priceChangeOrder(input.lines, revision.taxMode);
      const { currency } = await getSettings(tx, actor.accountId);
      const rate = await rateToRecord(tx, { document: revision.currency, account: currency }, input.exchangeRate);
      const counted = await countNewDocument(tx, counter);
      const number = await nextNumber(tx, counter, (value) => changeOrderNumber(estimate.baseNumber, value), counted);
      const id = randomUUID();
      const changeOrder = tx.create(ChangeOrder, {
        id,
        account: actor.accountId,
        estimate,
        number,
        status: 'draft',
        currency: revision.currency,
        taxMode: revision.taxMode,
        discount: null,
        template: template ?? null,
        ...changeOrderFields(input, totals),
        ...rate,
      });
      createChangeOrderLines(tx, actor.accountId, changeOrder, input.lines, totals);
      recordActivity(tx, actor, changeOrderSubject(id), 'created', `Created change order ${number}`);
      return id;
    }),
  );
}

/** Replaces a draft or sent change order's fields and lines; a stale version answers 409. */
export function updateChangeOrder(em: SqlEntityManager, actor: Actor, id: string, input: ChangeOrderUpdate): Promise<void> {
  return transactional(em, async (tx) => {
    const changeOrder = await lockChangeOrder(tx, id);
    if (changeOrder.version !== input.version) throw staleChangeOrder();
    refuseClosed(changeOrder);
    const template = await documentTemplate(tx, input.templateId);
    const totals = priceChangeOrder(input.lines, changeOrder.taxMode);
    const { currency } = await getSettings(tx, actor.accountId);
    const rate = await rateToRecord(tx, { document: changeOrder.currency, account: currency }, input.exchangeRate, changeOrder);
    // Set on every save so the version moves even when only the lines changed.
    tx.assign(changeOrder, { ...changeOrderFields(input, totals), ...(template !== undefined && { template }), ...rate, revision: changeOrder.revision + 1, updatedAt: new Date() });
    await tx.nativeDelete(ChangeOrderLine, { changeOrder: id });
    createChangeOrderLines(tx, actor.accountId, changeOrder, input.lines, totals);
    recordActivity(tx, actor, changeOrderSubject(id), 'updated', `Edited change order ${changeOrder.number}`);
  });
}

/** Deletes a draft that was never sent, with its lines and activity; anything else is voided instead (409). */
export async function deleteChangeOrder(em: SqlEntityManager, accountId: string, id: string): Promise<void> {
  const head = await em.findOne(ChangeOrder, id, { fields: ['estimate'] });
  if (!head) throw notFound();
  await transactional(em, async (tx) => {
    await lockCounter(tx, changeOrderCounter(accountId, head.estimate.id));
    const changeOrder = await lockChangeOrder(tx, id);
    if (changeOrder.status !== 'draft' || changeOrder.sentAt) {
      throw new HttpError(409, 'change_order_kept', 'Only a draft that was never sent can be deleted. Void this change order instead.');
    }
    tx.remove(changeOrder);
    await deleteActivity(tx, changeOrderSubject(id));
    await countDeletedDocument(tx, changeOrderCounter(accountId, head.estimate.id));
  });
}

/**
 * Marks the change order sent (a draft becomes sent; a sent one is sent again) and gives it a public
 * link. An approval deadline already past answers 409: it is sent again with a new deadline.
 */
export function sendChangeOrder(em: SqlEntityManager, actor: Actor, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    const changeOrder = await lockChangeOrder(tx, id);
    if (changeOrder.status !== 'sent') moveStatus('change_order', changeOrder, 'send');
    const deadline = changeOrder.approvalDeadline ?? null;
    if (deadline !== null && approvalDeadlinePassed(deadline, today())) {
      throw new HttpError(409, 'approval_deadline_passed', `The approval deadline, ${formatDate(deadline, 'en-US')}, has passed. Set a later one, then send the change order again.`);
    }
    changeOrder.sentAt = new Date();
    changeOrder.publicToken ??= newPublicToken();
    changeOrder.updatedAt = new Date();
    recordActivity(tx, actor, changeOrderSubject(id), 'sent', `Marked change order ${changeOrder.number} as sent`);
  });
}

/** Withdraws a draft or sent change order, with the reason; it then never counts in the job. */
export function voidChangeOrder(em: SqlEntityManager, actor: Actor, id: string, reason: string): Promise<void> {
  return transactional(em, async (tx) => {
    const changeOrder = await lockChangeOrder(tx, id);
    moveStatus('change_order', changeOrder, 'void');
    changeOrder.closingReason = reason;
    changeOrder.updatedAt = new Date();
    recordActivity(tx, actor, changeOrderSubject(id), 'voided', `Voided change order ${changeOrder.number}: ${reason}`);
  });
}

/** Replaces the public token (old links stop working), removes it, or sets its last day. Returns the link as it now is. */
export function changeChangeOrderLink(em: SqlEntityManager, actor: Actor, id: string, change: DocumentLinkAction): Promise<LinkState> {
  return transactional(em, async (tx) => changePublicLink(tx, actor, changeOrderSubject(id), await lockChangeOrder(tx, id), change));
}
