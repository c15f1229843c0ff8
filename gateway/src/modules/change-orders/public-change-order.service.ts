import type { SqlEntityManager } from '@mikro-orm/sql';
import { isBilledInStages } from '../progress-billing/billed-in-stages.ts';
import { approvalDeadlinePassed, formatDate, type Acceptance, type Decline } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { lockPlanLimits } from '../billing/plan-limits.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { HttpError } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { lockChangeOrder } from './lock-change-order.ts';
import { lockEstimate } from '../estimates/lock-estimate.ts';
import { findByPublicToken, noSuchLink } from '../document-core/public-link.ts';
import { recordSignature, type SigningRequest } from '../document-core/signature.ts';
import { partiesAtSigning } from '../document-core/signed-parties.ts';
import { refuseClientAnswer } from '../document-core/client-answer.ts';
import { moveStatus } from '../document-core/status.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { currentRevision } from '../estimates/estimates.service.ts';
import { invoiceCounter } from '../invoices/invoices.service.ts';
import { notifyChangeOrderApproved, notifyChangeOrderDeclined, notifyChangeOrderViewed } from '../notifications/change-order-notifications.ts';
import { getSettings } from '../settings/settings.service.ts';
import { changeOrderLinesOf, invoiceChangeOrderAlone } from './change-order-billing.ts';
import { changeOrderSignedContent } from './change-order-signed-content.ts';
import { ChangeOrder, type IChangeOrder } from './change-order.entity.ts';
import type { ChangeOrderCore } from './change-order-view.ts';
import { changeOrderSubject } from './change-orders.service.ts';

/** The first view by someone outside the account: recorded once, with a notification. */
export async function recordFirstChangeOrderView(em: SqlEntityManager, core: ChangeOrderCore, viewerAccountId: string | undefined): Promise<void> {
  const { changeOrder } = core;
  const accountId = changeOrder.account.id;
  const viewedAt = await recordFirstView(em, { ...changeOrderSubject(changeOrder.id), accountId, viewedAt: changeOrder.viewedAt }, viewerAccountId, (tx) =>
    notifyChangeOrderViewed(tx, { id: changeOrder.id, accountId, number: changeOrder.number }, core.estimate.client),
  );
  if (viewedAt) changeOrder.viewedAt = viewedAt;
}

/** The client's answer is only taken on a sent change order, in the revision they read. */
function refuseAnswer(changeOrder: IChangeOrder, answeredRevision: number | null): void {
  refuseClientAnswer('change_order', changeOrder.status);
  if (answeredRevision !== null && answeredRevision !== changeOrder.revision) {
    throw new HttpError(409, 'stale_revision', 'This change order has changed since you opened it. Reload the page to read it again, then answer.');
  }
}

/** An approval after the deadline is refused: the owner sends the change order again with a new one. */
function refusePassedDeadline(changeOrder: IChangeOrder): void {
  const deadline = changeOrder.approvalDeadline ?? null;
  if (deadline === null || !approvalDeadlinePassed(deadline, today())) return;
  throw new HttpError(
    409,
    'approval_deadline_passed',
    `The deadline to approve this change order was ${formatDate(deadline, 'en-US')}. Ask the sender to send it again with a new deadline.`,
  );
}

async function changeOrderIdOf(em: SqlEntityManager, token: string): Promise<{ id: string; accountId: string }> {
  const found = await findByPublicToken(em, 'change_order', token);
  if (!found) throw noSuchLink('change_order');
  return found;
}

/**
 * Approves the change order through its public link, with the same signature evidence as an
 * estimate's acceptance, and invoices it when it says so. Locks in the one order: the plan-limit
 * lock, the invoice counter and the client when it may invoice, the estimate, then the change order.
 * The client's approval never fails on the owner's plan: past its documents a month the approval
 * stands, no invoice is made, and the owner's notification says why (the change order stays
 * approved and unbilled, for POST /api/change-orders/:id/invoice or the job's final invoice). Approving twice,
 * or a revision other than the one read, answers 409.
 */
export async function approveChangeOrder(em: SqlEntityManager, plans: PlanRules, token: string, acceptance: Acceptance, request: SigningRequest): Promise<void> {
  const { id, accountId } = await changeOrderIdOf(em, token);
  const actor: Actor = { accountId, userId: null };
  const head = await em.findOneOrFail(ChangeOrder, id, { fields: ['estimate', 'invoiceOnApproval'] });
  const { client: clientRef } = await em.findOneOrFail(Estimate, head.estimate.id, { fields: ['client'] });
  await transactional(em, async (tx) => {
    if (head.invoiceOnApproval) {
      await lockPlanLimits(tx, accountId);
      await lockCounter(tx, invoiceCounter(accountId));
      await lockClientForDocument(tx, clientRef.id);
    }
    const estimate = await lockEstimate(tx, head.estimate.id);
    const changeOrder = await lockChangeOrder(tx, id);
    refuseAnswer(changeOrder, acceptance.revision);
    refusePassedDeadline(changeOrder);
    if (acceptance.optionalLineIds.length > 0) {
      const message = 'A change order has no optional lines to choose.';
      throw new HttpError(422, 'unknown_optional_line', message, { fields: { optionalLineIds: [message] } });
    }
    const lines = await changeOrderLinesOf(tx, id);
    const parties = partiesAtSigning(await getSettings(tx, accountId), await tx.findOneOrFail(Client, clientRef.id));
    const content = changeOrderSignedContent({ changeOrder, estimate: { estimate, revision: await currentRevision(tx, estimate) }, lines }, acceptance.revision, parties);
    moveStatus('change_order', changeOrder, 'approve');
    changeOrder.approvedAt = new Date();
    changeOrder.updatedAt = new Date();
    recordSignature(tx, { accountId, kind: 'change_order', id, revision: acceptance.revision }, acceptance, request, content);
    recordActivity(tx, actor, changeOrderSubject(id), 'approved', `Approved and signed by ${acceptance.name} through the public link`);
    // A change order that takes money off the job makes no invoice: the job's next invoice carries it as a credit.
    // On a job billed by pay applications it joins the schedule of values and is billed as its work is done.
    const invoicing = head.invoiceOnApproval && changeOrder.total > 0 && !(await isBilledInStages(tx, estimate.id));
    const refusal = invoicing ? await plans.limitRefusal(tx, accountId, 'documentsPerMonth') : null;
    const notInvoiced = refusal === null ? undefined : `Its invoice was not made: ${refusal} Then invoice it from the change order.`;
    notifyChangeOrderApproved(tx, { id, accountId, number: changeOrder.number }, acceptance.name, changeOrder.total, changeOrder.currency, notInvoiced);
    if (invoicing && refusal === null) {
      await invoiceChangeOrderAlone(tx, actor, clientRef.id, { changeOrder, lines }, `Created on approval of change order ${changeOrder.number}`);
    }
  });
}

/** Declines the change order through its public link, with the client's reason. */
export async function declineChangeOrder(em: SqlEntityManager, token: string, decline: Decline): Promise<void> {
  const { id, accountId } = await changeOrderIdOf(em, token);
  await transactional(em, async (tx) => {
    const changeOrder = await lockChangeOrder(tx, id);
    refuseAnswer(changeOrder, null);
    moveStatus('change_order', changeOrder, 'decline');
    changeOrder.closingReason = decline.reason;
    changeOrder.updatedAt = new Date();
    const estimate = await tx.findOneOrFail(Estimate, changeOrder.estimate.id, { populate: ['client'] });
    recordActivity(tx, { accountId, userId: null }, changeOrderSubject(id), 'declined', `Declined through the public link: ${decline.reason}`);
    notifyChangeOrderDeclined(tx, { id, accountId, number: changeOrder.number }, estimate.client.getEntity(), decline.reason);
  });
}
