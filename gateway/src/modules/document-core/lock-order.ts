import { randomUUID } from 'node:crypto';
import { LockMode, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { HttpError, notFound } from '../../http/http-error.ts';
import { Client, type IClient } from '../clients/client.entity.ts';
import { counterScope, type CounterKey } from './numbering.ts';

/*
 * The order in which every write takes its row locks, for every kind of document. Two transactions
 * that lock the same rows in opposite orders deadlock on PostgreSQL (deleting an invoice while
 * another was created for the same client did), so every write takes the ones it needs in this
 * order, skipping those it does not:
 *
 *   0. the plan-limit lock  a write that may add what a plan limits (a document, a client, a
 *                           template): billing/plan-limits.ts, lockPlanLimits()
 *   1. a document counter   creating or deleting a document (the count and the numbers move); one
 *                           write locks at most one counter
 *   2. the client           shared by a write that points a document at it, exclusive to delete it
 *   3. the estimate         any change to it, its lines, revisions or signature, and whatever is
 *                           derived from it (converting it, a change order of it)
 *   4. the change order     any change to it, its lines or signature
 *   5. the invoice          any change to it, its lines or its payments, and a credit note of it
 *                           being issued
 *   6. the credit note      any change to it (sending, its link)
 *   7. the client's credits an invoice being issued using them (credit-notes/client-credits.ts)
 *
 * Each kind locks its own row through lockDocumentRow, in its own module (invoices/lock-invoice.ts,
 * estimates/lock-estimate.ts, …), so this core imports no kind.
 *
 * So converting an estimate locks the invoice counter, the client, then the estimate, and creates
 * the invoice; approving a change order that invoices itself does the same with the change order
 * after its estimate. Lines, payments, revisions, signatures and activity rows are written only
 * under their document's lock. What still deadlocks is retried by transactional()
 * (db/transactional.ts).
 */

/** 1. Locks a series' counter row, creating it with the series' first document. */
export async function lockCounter(tx: SqlEntityManager, key: CounterKey): Promise<void> {
  // Raw SQL: it names the account itself, as the ORM's account filter does not reach it. The no-op
  // update of an existing row is what locks it; two first documents at once wait on the unique key.
  await tx.execute(
    `insert into "document_counter" ("id", "account_id", "kind", "scope", "next_value", "live_count") values (?, ?, ?, ?, 1, 0)
    on conflict ("account_id", "kind", "scope") do update set "kind" = excluded."kind"`,
    [randomUUID(), key.accountId, key.kind, counterScope(key)],
  );
}

export const clientNotFound = () => {
  const message = 'That client does not exist.';
  return new HttpError(404, 'client_not_found', message, { fields: { clientId: [message] } });
};

/**
 * 2. The client named in a request body, share-locked so it cannot be deleted before the document
 * that points at it is committed: a delete that came first has removed it (404), or archived it.
 */
export async function lockClientForDocument(tx: SqlEntityManager, clientId: string): Promise<IClient> {
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
 * Loads a document of the current account and locks its row, and only its row: loaded whole, the
 * document joins its client to apply the account filter to it too, and `for update` would lock
 * that client row as well, out of order. So the row is locked by a query of its id alone, then loaded.
 */
export async function lockDocumentRow<T extends { id: string }>(tx: SqlEntityManager, entity: EntityName<T>, id: string): Promise<T> {
  const byId = { id } as FilterQuery<T>;
  const locked = await tx.findOne(entity, byId, { fields: ['id'] as never, lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!locked) throw notFound();
  return tx.findOneOrFail(entity, byId, { refresh: true });
}
