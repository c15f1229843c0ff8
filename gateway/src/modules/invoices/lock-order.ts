import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { HttpError, notFound } from '../../http/http-error.ts';
import { Client, type IClient } from '../clients/client.entity.ts';
import { Invoice, type IInvoice } from './invoice.entity.ts';

/*
 * The order in which every write takes its row locks. Two transactions that lock the same rows in
 * opposite orders deadlock on PostgreSQL (deleting an invoice while another was created for the same
 * client did), so every write takes the ones it needs in this order, skipping those it does not:
 *
 *   1. the account's invoice counter   creating or deleting an invoice (the count and the numbers move)
 *   2. the client                      shared by a write that points an invoice at it, exclusive to delete it
 *   3. the invoice                     any change to it, its lines or its payments
 *
 * Lines, payments and activity rows are written only under their invoice's lock. What still
 * deadlocks is retried by transactional() (db/transactional.ts).
 */

/** 1. Locks the account's invoice counter row, creating it on the account's first invoice. */
export async function lockInvoiceCounter(tx: SqlEntityManager, accountId: string): Promise<void> {
  // Raw SQL: it names the account itself, as the ORM's account filter does not reach it. The no-op
  // update of an existing row is what locks it; two first invoices at once wait on the unique key.
  await tx.execute(
    `insert into "document_counter" ("id", "account_id", "kind", "next_value", "live_count") values (?, ?, 'invoice', 1, 0)
    on conflict ("account_id", "kind") do update set "kind" = excluded."kind"`,
    [randomUUID(), accountId],
  );
}

export const clientNotFound = () => {
  const message = 'That client does not exist.';
  return new HttpError(404, 'client_not_found', message, { fields: { clientId: [message] } });
};

/**
 * 2. The client named in a request body, share-locked so it cannot be deleted before the invoice
 * that points at it is committed: a delete that came first has removed it (404), or archived it.
 */
export async function lockClientForInvoice(tx: SqlEntityManager, clientId: string): Promise<IClient> {
  const client = await tx.findOne(Client, clientId, { lockMode: LockMode.PESSIMISTIC_READ, refresh: true });
  if (!client) throw clientNotFound();
  return client;
}

/** 2. The account's client, locked to be deleted or archived. */
export async function lockClientForDelete(tx: SqlEntityManager, clientId: string): Promise<IClient> {
  const client = await tx.findOne(Client, clientId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!client) throw notFound();
  return client;
}

/**
 * 3. Loads an invoice of the current account and locks its row, and only its row: loaded whole, the
 * invoice joins its client to apply the account filter to it too, and `for update` would lock that
 * client row as well, out of order. So the row is locked by a query of its id alone, then loaded.
 */
export async function lockInvoice(tx: SqlEntityManager, id: string): Promise<IInvoice> {
  const locked = await tx.findOne(Invoice, id, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!locked) throw notFound();
  return tx.findOneOrFail(Invoice, id, { refresh: true });
}
