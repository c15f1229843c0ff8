import type { EntityManager } from '@mikro-orm/core';
import type { InvoiceSource } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import type { IClient } from '../clients/client.entity.ts';
import { loadActivity } from '../document-core/activity.ts';
import type { IActivityEvent } from '../document-core/activity-event.entity.ts';
import { InvoiceLine, type IInvoiceLine } from './invoice-line.entity.ts';
import { loadInvoiceSource } from './invoice-source.ts';
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
};

export async function loadInvoiceView(em: EntityManager, id: string): Promise<InvoiceView> {
  const invoice = await em.findOne(Invoice, id, { populate: ['client'], refresh: true });
  if (!invoice) throw notFound();
  const [lines, payments, activity, source, creditNotes, creditedQuantities] = await Promise.all([
    em.find(InvoiceLine, { invoice: id }, { orderBy: { position: 'asc' } }),
    em.find(Payment, { invoice: id }, { orderBy: { date: 'asc', createdAt: 'asc' } }),
    loadActivity(em, { kind: 'invoice', id }),
    loadInvoiceSource(em, invoice),
    em.find(CreditNote, { invoice: id }, { orderBy: { createdAt: 'asc' } }),
    creditedQuantitiesOf(em, id),
  ]);
  return { invoice, client: invoice.client.getEntity(), lines, payments, activity, source, creditNotes, creditedQuantities };
}
