import type { EntityManager } from '@mikro-orm/core';
import { appPaths, formatMoney } from '@ledgerline/contracts';
import { Client, type IClient } from '../clients/client.entity.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { notify } from './notify.ts';

/** The first time someone other than the owner opens the invoice's public link. */
export function notifyInvoiceViewed(em: EntityManager, invoice: IInvoice, client: IClient): void {
  notify(em, invoice.account.id, {
    kind: 'invoice_viewed',
    title: `Invoice ${invoice.number} was viewed`,
    body: `${client.name} opened it through its public link.`,
    link: appPaths.invoice(invoice.id),
  });
}

/** A payment has just settled the invoice's balance. */
export async function notifyInvoicePaid(em: EntityManager, invoice: IInvoice): Promise<void> {
  const client = await em.findOneOrFail(Client, invoice.client.id);
  notify(em, invoice.account.id, {
    kind: 'invoice_paid',
    title: `Invoice ${invoice.number} was paid`,
    body: `${client.name} has paid it in full: ${formatMoney(invoice.total, invoice.currency, 'en-US')}.`,
    link: appPaths.invoice(invoice.id),
  });
}
