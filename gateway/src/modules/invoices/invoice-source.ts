import type { EntityManager } from '@mikro-orm/core';
import { revisionNumber, type InvoiceSource } from '@ledgerline/contracts';
import { Estimate } from '../estimates/estimate.entity.ts';
import type { IInvoice } from './invoice.entity.ts';

/** Where an invoice came from, with the source's number for a link back; null for an invoice written directly. */
export async function loadInvoiceSource(em: EntityManager, invoice: IInvoice): Promise<InvoiceSource | null> {
  if (!invoice.sourceKind || !invoice.sourceId || !invoice.sourceRole) return null;
  const estimate = await em.findOne(Estimate, invoice.sourceId, { fields: ['baseNumber', 'revision'] });
  if (!estimate) return null;
  return { kind: 'estimate', id: invoice.sourceId, number: revisionNumber(estimate.baseNumber, estimate.revision), role: invoice.sourceRole };
}
