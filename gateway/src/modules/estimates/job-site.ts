import type { EntityManager } from '@mikro-orm/core';
import type { JobSite } from '@ledgerline/contracts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { EstimateRevision, type IEstimateRevision } from './estimate-revision.entity.ts';
import { Estimate } from './estimate.entity.ts';

/** The job an estimate's revision names, as its documents print it; null when it names neither a title nor a site. */
export function jobSiteOf(revision: Pick<IEstimateRevision, 'jobTitle' | 'siteAddress'>): JobSite | null {
  return revision.jobTitle || revision.siteAddress ? { title: revision.jobTitle, siteAddress: revision.siteAddress ?? null } : null;
}

/** The job of an estimate, from its current revision (the accepted one, for a job under way). */
async function estimateJobSite(em: EntityManager, estimateId: string): Promise<JobSite | null> {
  const estimate = await em.findOne(Estimate, estimateId, { fields: ['revision'] });
  if (!estimate) return null;
  const revision = await em.findOne(EstimateRevision, { estimate: estimateId, revision: estimate.revision }, { fields: ['jobTitle', 'siteAddress'] });
  return revision ? jobSiteOf(revision) : null;
}

/** The job an invoice bills: that of the estimate it was made from, directly or through a change order; null for an invoice written directly. */
export async function loadInvoiceJobSite(em: EntityManager, invoice: Pick<IInvoice, 'sourceKind' | 'sourceId'>): Promise<JobSite | null> {
  if (!invoice.sourceId) return null;
  if (invoice.sourceKind === 'estimate') return estimateJobSite(em, invoice.sourceId);
  const changeOrder = await em.findOne(ChangeOrder, invoice.sourceId, { fields: ['estimate'] });
  return changeOrder ? estimateJobSite(em, changeOrder.estimate.id) : null;
}
