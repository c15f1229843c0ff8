import type { EntityManager } from '@mikro-orm/core';
import type { InvoiceSource, JobSite } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import type { IClient } from '../clients/client.entity.ts';
import { loadActivity } from '../document-core/activity.ts';
import type { IActivityEvent } from '../document-core/activity-event.entity.ts';
import { InvoiceLine, type IInvoiceLine } from './invoice-line.entity.ts';
import { loadInvoiceSource } from './invoice-source.ts';
import { loadInvoiceJobSite } from '../estimates/job-site.ts';
import { Invoice, type IInvoice } from './invoice.entity.ts';
import { Payment, type IPayment } from './payment.entity.ts';
import { CreditNote, type ICreditNote } from '../credit-notes/credit-note.entity.ts';
import { creditedQuantitiesOf } from '../credit-notes/credited-quantities.ts';

/** Everything the invoice's API shape shows, loaded through the account filter. */
export type InvoiceView = {
  invoice: IInvoice;
  client: IClient;
  lines: IInvoiceLine[];
  payments: IPayment[];
  activity: IActivityEvent[];
  source: InvoiceSource | null;
  creditNotes: ICreditNote[];
  creditedQuantities: Map<string, bigint>;
  /** The job it bills, or null (job-site.ts). */
  jobSite: JobSite | null;
};

export async function loadInvoiceView(em: EntityManager, id: string): Promise<InvoiceView> {
  const invoice = await em.findOne(Invoice, id, { populate: ['client'], refresh: true });
  if (!invoice) throw notFound();
  const [lines, payments, activity, source, creditNotes, creditedQuantities, jobSite] = await Promise.all([
    em.find(InvoiceLine, { invoice: id }, { orderBy: { position: 'asc' } }),
    em.find(Payment, { invoice: id }, { orderBy: { date: 'asc', createdAt: 'asc' } }),
    loadActivity(em, { kind: 'invoice', id }),
    loadInvoiceSource(em, invoice),
    em.find(CreditNote, { invoice: id }, { orderBy: { createdAt: 'asc' } }),
    creditedQuantitiesOf(em, id),
    loadInvoiceJobSite(em, invoice),
  ]);
  return { invoice, client: invoice.client.getEntity(), lines, payments, activity, source, creditNotes, creditedQuantities, jobSite };
}
