import type { SqlEntityManager } from '@mikro-orm/sql';
import { revisionNumber, type DocumentKind } from '@ledgerline/contracts';
import { notFound } from '../../http/http-error.ts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { Client, type IClient } from '../clients/client.entity.ts';
import { CreditNote } from '../credit-notes/credit-note.entity.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { currentRevision } from '../estimates/estimates.service.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/** What an email about a document says of it, whatever its kind. */
export type DocumentFacts = {
  kind: DocumentKind;
  id: string;
  number: string;
  total: number;
  currency: string;
  client: IClient;
  publicToken: string | null | undefined;
  /** The template it picked; null follows the account's default for its kind. */
  templateId: string | null;
};

/** Reads a document of the request's account (through the account filter: another account's id is a 404). */
export async function loadDocumentFacts(em: SqlEntityManager, kind: DocumentKind, id: string): Promise<DocumentFacts> {
  if (kind === 'invoice') {
    const invoice = await em.findOne(Invoice, id);
    if (!invoice) throw notFound();
    const client = await em.findOneOrFail(Client, invoice.client.id);
    return { kind, id, number: invoice.number, total: invoice.total, currency: invoice.currency, client, publicToken: invoice.publicToken, templateId: invoice.template?.id ?? null };
  }
  if (kind === 'estimate') {
    const estimate = await em.findOne(Estimate, id);
    if (!estimate) throw notFound();
    const revision = await currentRevision(em, estimate);
    const client = await em.findOneOrFail(Client, estimate.client.id);
    const number = revisionNumber(estimate.baseNumber, estimate.revision);
    return { kind, id, number, total: revision.total, currency: revision.currency, client, publicToken: estimate.publicToken, templateId: estimate.template?.id ?? null };
  }
  if (kind === 'credit_note') {
    const creditNote = await em.findOne(CreditNote, id);
    if (!creditNote) throw notFound();
    const client = await em.findOneOrFail(Client, creditNote.client.id);
    return { kind, id, number: creditNote.number, total: creditNote.total, currency: creditNote.currency, client, publicToken: creditNote.publicToken, templateId: creditNote.template?.id ?? null };
  }
  const changeOrder = await em.findOne(ChangeOrder, id, { populate: ['estimate'] });
  if (!changeOrder) throw notFound();
  const client = await em.findOneOrFail(Client, changeOrder.estimate.getEntity().client.id);
  return { kind, id, number: changeOrder.number, total: changeOrder.total, currency: changeOrder.currency, client, publicToken: changeOrder.publicToken, templateId: changeOrder.template?.id ?? null };
}

/** The client's addresses a message may go to: its own email, then each contact's, without repeats. */
export function clientRecipients(client: IClient): { name: string; email: string }[] {
  const all = [{ name: client.name, email: client.email }, ...client.contacts.map((contact) => ({ name: contact.name || client.name, email: contact.email }))];
  const seen = new Set<string>();
  return all.filter(({ email }) => {
    const key = email.toLowerCase();
    if (!email || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
