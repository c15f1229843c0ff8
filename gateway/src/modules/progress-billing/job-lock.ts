import type { SqlEntityManager } from '@mikro-orm/sql';
import { HttpError } from '../../http/http-error.ts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { ACCEPTED_STATUSES } from '../estimates/estimate-status.ts';
import { lockEstimate } from '../estimates/lock-estimate.ts';
import { currentRevision } from '../estimates/estimates.service.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/** The job of an accepted estimate, locked (404 for another account's), with its accepted revision; 409 before acceptance. */
export async function lockJob(tx: SqlEntityManager, estimateId: string) {
  const estimate = await lockEstimate(tx, estimateId);
  if (!ACCEPTED_STATUSES.includes(estimate.status)) throw new HttpError(409, 'not_accepted', 'Only an accepted estimate is billed by pay applications.');
  return { estimate, revision: await currentRevision(tx, estimate) };
}

/**
 * A job already billed whole, to its end, or through a change order's own invoice is not billed by
 * pay applications too: the same work would be billed twice. Deposits are fine: applications deduct them.
 */
export async function refuseOtherBilling(tx: SqlEntityManager, estimateId: string): Promise<void> {
  const whole = await tx.findOne(Invoice, { sourceKind: 'estimate', sourceId: estimateId, sourceRole: { $in: ['full', 'final'] }, status: { $ne: 'void' } });
  if (whole) throw new HttpError(409, 'billed_otherwise', `This job was invoiced ${whole.sourceRole === 'full' ? 'in full' : 'to its end'} as ${whole.number}, so it is not billed by pay applications.`);
  const changeOrders = await tx.find(ChangeOrder, { estimate: estimateId }, { fields: ['id', 'number'] });
  if (changeOrders.length === 0) return;
  const alone = await tx.findOne(Invoice, { sourceKind: 'change_order', sourceId: { $in: changeOrders.map((changeOrder) => changeOrder.id) }, status: { $ne: 'void' } });
  if (alone) {
    const number = changeOrders.find((changeOrder) => changeOrder.id === alone.sourceId)?.number ?? '';
    throw new HttpError(409, 'billed_otherwise', `Change order ${number} was invoiced on its own as ${alone.number}, so this job is not billed by pay applications. Void that invoice first.`);
  }
}
