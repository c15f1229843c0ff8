import { notFound } from '../../http/http-error.ts';
import { Client } from '../clients/client.entity.ts';
import type { GatewayDocumentKind } from '../document-core/document-kind.ts';
import { Invoice } from './invoice.entity.ts';
import { loadInvoiceView } from './invoice-view.ts';
import { toPublicInvoiceBody } from './public-invoice.mapper.ts';

/** What the shared modules ask of an invoice (document-core/document-kind.ts). */
export const invoiceKind: GatewayDocumentKind<'invoice'> = {
  async facts(em, id) {
    const invoice = await em.findOne(Invoice, id);
    if (!invoice) throw notFound();
    const client = await em.findOneOrFail(Client, invoice.client.id);
    return { kind: 'invoice', id, number: invoice.number, total: invoice.total, currency: invoice.currency, client, publicToken: invoice.publicToken, templateId: invoice.template?.id ?? null };
  },
  async printed(em, id, settings, today) {
    const view = await loadInvoiceView(em, id);
    const { invoice } = view;
    return { viewed: { kind: 'invoice', document: toPublicInvoiceBody(view, settings, today) }, publicToken: invoice.publicToken ?? null, templateId: invoice.template?.id ?? null };
  },
};
