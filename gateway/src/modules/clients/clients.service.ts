import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ClientInput } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { notFound } from '../../http/http-error.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { lockClientForDelete } from '../document-core/lock-order.ts';
import { Client, type IClient } from './client.entity.ts';

/** What client searches match against (contacts' names and emails too), lower-cased once on write rather than on every search. */
export function clientSearchKey(input: Pick<ClientInput, 'name' | 'company' | 'email' | 'contacts'>): string {
  const contacts = input.contacts.flatMap((contact) => [contact.name, contact.email]);
  return [input.name, input.company, input.email, ...contacts].filter(Boolean).join(' ').toLowerCase();
}

/** Only the listed fields are copied: the input was parsed by the contracts schema, nothing else gets in. */
function clientFields(input: ClientInput) {
  return {
    name: input.name,
    nameKey: input.name.toLowerCase(),
    searchKey: clientSearchKey(input),
    company: input.company,
    email: input.email,
    phone: input.phone,
    contacts: input.contacts,
    billingAddress: input.billingAddress,
    siteAddress: input.siteAddress,
    currency: input.currency,
    taxId: input.taxId,
    notes: input.notes,
  };
}

/** A client of the current account; a missing or foreign id is the same 404. */
export async function findClient(em: SqlEntityManager, id: string): Promise<IClient> {
  const client = await em.findOne(Client, id);
  if (!client) throw notFound();
  return client;
}

export async function createClient(em: SqlEntityManager, accountId: string, input: ClientInput): Promise<IClient> {
  const client = em.create(Client, { account: accountId, ...clientFields(input) });
  await em.flush();
  return client;
}

export async function updateClient(em: SqlEntityManager, id: string, input: ClientInput): Promise<IClient> {
  const client = await findClient(em, id);
  em.assign(client, clientFields(input));
  await em.flush();
  return client;
}

/**
 * Deletes a client that has no invoices or estimates; one that has is archived instead, so its
 * documents keep their client. The client is locked first: a document being created for it
 * meanwhile (which holds a shared lock on it, lock-order.ts) is committed before they are counted.
 */
export function deleteClient(em: SqlEntityManager, id: string): Promise<'deleted' | 'archived'> {
  return transactional(em, async (tx) => {
    const client = await lockClientForDelete(tx, id);
    if ((await tx.count(Invoice, { client: id })) > 0 || (await tx.count(Estimate, { client: id })) > 0) {
      client.archived = true;
      return 'archived';
    }
    tx.remove(client);
    return 'deleted';
  });
}

/** Brings an archived client back into the client list; restoring an active client changes nothing. */
export async function restoreClient(em: SqlEntityManager, id: string): Promise<IClient> {
  const client = await findClient(em, id);
  client.archived = false;
  await em.flush();
  return client;
}
