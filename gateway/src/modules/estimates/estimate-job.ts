import type { EntityManager } from '@mikro-orm/core';
import { jobFigures, type EstimateInvoice, type Job } from '@ledgerline/contracts';
import { ChangeOrder, type IChangeOrder } from '../change-orders/change-order.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { ACCEPTED_STATUSES } from './estimate-status.ts';
import type { EstimateCore } from './estimate-view.ts';

type JobChangeOrder = Pick<IChangeOrder, 'status' | 'total' | 'daysDelta'>;
type JobInvoice = Pick<EstimateInvoice, 'status' | 'total'>;

/** An estimate's change orders, and the invoices made from it and from them, oldest first: each read once. */
async function jobRecords(em: EntityManager, estimateId: string): Promise<{ changeOrders: JobChangeOrder[]; invoices: EstimateInvoice[] }> {
  const changeOrders = await em.find(ChangeOrder, { estimate: estimateId }, { fields: ['id', 'status', 'total', 'daysDelta'] });
  const invoices = await em.find(
    Invoice,
    {
      $or: [
        { sourceKind: 'estimate', sourceId: estimateId },
        { sourceKind: 'change_order', sourceId: { $in: changeOrders.map((changeOrder) => changeOrder.id) } },
      ],
    },
    { orderBy: { createdAt: 'asc', number: 'asc' } },
  );
  return {
    changeOrders,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      role: invoice.sourceRole ?? 'full',
      total: invoice.total,
      status: invoice.status,
    })),
  };
}

/**
 * The job of an estimate from its change orders and invoices: its contract value and completion
 * date as the change orders move them, and what has been invoiced (void invoices aside).
 */
export function jobFrom(core: EstimateCore, changeOrders: readonly JobChangeOrder[], invoices: readonly JobInvoice[]): Job {
  return jobFigures({
    acceptedTotal: core.revision.total,
    completionDate: core.revision.completionDate ?? null,
    changeOrders: changeOrders.map((changeOrder) => ({ status: changeOrder.status, costDelta: changeOrder.total, daysDelta: changeOrder.daysDelta })),
    invoiced: invoices.filter((invoice) => invoice.status !== 'void').reduce((sum, invoice) => sum + invoice.total, 0),
    currency: core.revision.currency,
  });
}

/** The job of an accepted estimate (a change order's, say). */
export async function jobOf(em: EntityManager, core: EstimateCore): Promise<Job> {
  const { changeOrders, invoices } = await jobRecords(em, core.estimate.id);
  return jobFrom(core, changeOrders, invoices);
}

/** An estimate's invoices, and its job once accepted (null before: there is no job yet). */
export async function loadEstimateJob(em: EntityManager, core: EstimateCore): Promise<{ invoices: EstimateInvoice[]; job: Job | null }> {
  const { changeOrders, invoices } = await jobRecords(em, core.estimate.id);
  return { invoices, job: ACCEPTED_STATUSES.includes(core.estimate.status) ? jobFrom(core, changeOrders, invoices) : null };
}
