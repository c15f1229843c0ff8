import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ClientInput } from '@ledgerline/contracts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { Client, type IClient } from './client.entity.ts';

/** What client searches match against, lower-cased once on write rather than on every search. */
export function clientSearchKey(input: Pick<ClientInput, 'name' | 'company' | 'email'>): string {
  return [input.name, input.company, input.email].join(' ').toLowerCase();
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

/** The client named in a request body: 404 with the field named, for a missing or foreign id alike. */
export async function findClientForBody(em: SqlEntityManager, id: string): Promise<IClient> {
  const client = await em.findOne(Client, id);
  if (!client) {
    const message = 'That client does not exist.';
    throw new HttpError(404, 'client_not_found', message, { fields: { clientId: [message] } });
  }
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
 * Deletes a client that has no invoices; one that has is archived instead, so its documents keep
 * their client. An invoice created for it meanwhile makes the delete fail on the foreign key, and
 * the client is archived then too.
 */
export async function deleteClient(em: SqlEntityManager, id: string): Promise<'deleted' | 'archived'> {
  const client = await findClient(em, id);
  const archive = async () => {
    client.archived = true;
    await em.flush();
    return 'archived' as const;
  };
  if ((await em.count(Invoice, { client: id })) > 0) return archive();
  try {
    await em.nativeDelete(Client, { id });
    return 'deleted';
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) return archive();
    throw error;
  }
}

/** Brings an archived client back into the client list; restoring an active client changes nothing. */
export async function restoreClient(em: SqlEntityManager, id: string): Promise<IClient> {
  const client = await findClient(em, id);
  client.archived = false;
  await em.flush();
  return client;
}
