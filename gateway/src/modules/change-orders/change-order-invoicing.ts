import type { SqlEntityManager } from '@mikro-orm/sql';
import { refuseWhenBilledInStages } from '../progress-billing/billed-in-stages.ts';
import { transactional } from '../../db/transactional.ts';
import { lockPlanLimits } from '../billing/plan-limits.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { lockChangeOrder } from './lock-change-order.ts';
import { lockEstimate } from '../estimates/lock-estimate.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { invoiceCounter } from '../invoices/invoices.service.ts';
import { changeOrderLinesOf, invoiceChangeOrderAlone } from './change-order-billing.ts';
import { ChangeOrder } from './change-order.entity.ts';
import { changeOrderSubject } from './change-orders.service.ts';

/**
 * Invoices an approved change order that no invoice bills yet (it was not invoiced on approval, or
 * was approved after the job's final invoice): its cost on an invoice of its own. Locks in the one
 * order (invoice counter, client, estimate, change order), so requests for one change order run one
 * at a time; asked again (a double click, a second tab) it answers the invoice that bills it,
 * `created` false. A new invoice counts against the plan's documents a month (402 past it). A change order that takes money off the job answers 409: it is a credit on the
 * job's next invoice, never a negative invoice.
 */
export async function invoiceApprovedChangeOrder(em: SqlEntityManager, plans: PlanRules, actor: Actor, id: string): Promise<{ invoiceId: string; created: boolean }> {
  const head = await em.findOne(ChangeOrder, id, { fields: ['estimate'] });
  if (!head) throw notFound();
  const { client } = await em.findOneOrFail(Estimate, head.estimate.id, { fields: ['client'] });
  return transactional(em, async (tx) => {
    await lockPlanLimits(tx, actor.accountId);
    await lockCounter(tx, invoiceCounter(actor.accountId));
    await lockClientForDocument(tx, client.id);
    await lockEstimate(tx, head.estimate.id);
    const changeOrder = await lockChangeOrder(tx, id);
    if (changeOrder.invoice) return { invoiceId: changeOrder.invoice.id, created: false };
    if (changeOrder.status !== 'approved') {
      throw new HttpError(409, 'change_order_not_approved', 'Only an approved change order is invoiced. Send it to the client to approve first.');
    }
    await refuseWhenBilledInStages(tx, head.estimate.id);
    await plans.requireRoomFor(tx, actor.accountId, 'documentsPerMonth');
    const invoiceId = await invoiceChangeOrderAlone(tx, actor, client.id, { changeOrder, lines: await changeOrderLinesOf(tx, id) }, `Created from change order ${changeOrder.number}`);
    const { number } = await tx.findOneOrFail(Invoice, invoiceId, { fields: ['number'] });
    recordActivity(tx, actor, changeOrderSubject(id), 'invoiced', `Invoiced as ${number}`);
    return { invoiceId, created: true };
  });
}
