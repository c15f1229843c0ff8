import type { EntityManager } from '@mikro-orm/core';
import { jobFigures, type EstimateInvoice, type Job } from '@ledgerline/contracts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { ACCEPTED_STATUSES } from './estimate-status.ts';
import type { EstimateCore } from './estimate-view.ts';

/** The invoices made from an estimate, oldest first. */
export async function estimateInvoices(em: EntityManager, estimateId: string): Promise<EstimateInvoice[]> {
  const invoices = await em.find(Invoice, { sourceKind: 'estimate', sourceId: estimateId }, { orderBy: { createdAt: 'asc', number: 'asc' } });
  return invoices.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    role: invoice.sourceRole ?? 'full',
    total: invoice.total,
    status: invoice.status,
  }));
}

/**
 * The job of an accepted estimate: its contract value and dates as the change orders move them, and
 * what has been invoiced; null before acceptance (or after revising it back to a draft).
 */
export function estimateJob(core: EstimateCore, invoices: readonly EstimateInvoice[]): Job | null {
  if (!ACCEPTED_STATUSES.includes(core.estimate.status)) return null;
  return jobFigures({
    acceptedTotal: core.revision.total,
    completionDate: core.revision.completionDate ?? null,
    changeOrders: [],
    invoiced: invoices.filter((invoice) => invoice.status !== 'void').reduce((sum, invoice) => sum + invoice.total, 0),
    currency: core.revision.currency,
  });
}
