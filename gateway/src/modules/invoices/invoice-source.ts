import type { EntityManager } from '@mikro-orm/core';
import { revisionNumber, type InvoiceSource } from '@ledgerline/contracts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import type { IInvoice } from './invoice.entity.ts';

/** The number of the estimate or change order an invoice came from, as it reads now; null when it is gone. */
async function sourceNumber(em: EntityManager, kind: InvoiceSource['kind'], id: string): Promise<string | null> {
  if (kind === 'change_order') return (await em.findOne(ChangeOrder, id, { fields: ['number'] }))?.number ?? null;
  const estimate = await em.findOne(Estimate, id, { fields: ['baseNumber', 'revision'] });
  return estimate ? revisionNumber(estimate.baseNumber, estimate.revision) : null;
}

/** Where an invoice came from, with the source's number for a link back; null for an invoice written directly. */
export async function loadInvoiceSource(em: EntityManager, invoice: IInvoice): Promise<InvoiceSource | null> {
  if (!invoice.sourceKind || !invoice.sourceId || !invoice.sourceRole) return null;
  const number = await sourceNumber(em, invoice.sourceKind, invoice.sourceId);
  return number === null ? null : { kind: invoice.sourceKind, id: invoice.sourceId, number, role: invoice.sourceRole };
}
