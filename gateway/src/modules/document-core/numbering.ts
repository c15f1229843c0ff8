import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDocumentNumber, type DocumentKind } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { DOCUMENT_TABLES } from './document-tables.ts';

/** The width of every number column (documentNumberSchema's limit too). */
const NUMBER_MAX = 40;

/**
 * Which series a number or count belongs to: the account's documents of a kind, or, for a kind
 * numbered per parent (change orders of an estimate), those of one parent.
 */
export type CounterKey = { accountId: string; kind: DocumentKind; parentId?: string | null };

/** The counter row's scope column: '' for the account's own series. */
export const counterScope = (key: CounterKey): string => key.parentId ?? '';

// Raw SQL throughout: it names the account itself, as the ORM's account filter does not reach it.
const WHERE_KEY = `"account_id" = ? and "kind" = ? and "scope" = ?`;
const keyParams = (key: CounterKey) => [key.accountId, key.kind, counterScope(key)];

/**
 * Counts a new document, in the transaction that inserts it, under the counter's lock (lock-order.ts).
 * Answers the series' next value as it stands, for nextNumber to start from without reading it again.
 */
export async function countNewDocument(tx: SqlEntityManager, key: CounterKey): Promise<number> {
  const [row] = await tx.execute<{ next_value: number }[]>(
    `update "document_counter" set "live_count" = "live_count" + 1 where ${WHERE_KEY} returning "next_value"`,
    keyParams(key),
  );
  return Number(row?.next_value ?? 1);
}

/** Uncounts a deleted document, in the transaction that deletes it, under the counter's lock. */
export async function countDeletedDocument(tx: SqlEntityManager, key: CounterKey): Promise<void> {
  await tx.execute(`update "document_counter" set "live_count" = "live_count" - 1 where ${WHERE_KEY}`, keyParams(key));
}

/** How many documents the series has, or null when it never had a counter row. */
export async function documentCount(em: SqlEntityManager, key: CounterKey): Promise<number | null> {
  const [row] = await em.execute<{ live_count: number }[]>(`select "live_count" from "document_counter" where ${WHERE_KEY}`, keyParams(key));
  return row ? Number(row.live_count) : null;
}

/** A number of the account's pattern ("INV-{YYYY}-{0000}") for the counter's value. */
export const patternNumber = (pattern: string, issueDate: string) => (value: number) => formatDocumentNumber(pattern, value, issueDate);

/**
 * The next free number of a series, under the counter row's lock (lockCounter, held until the
 * transaction ends), so concurrent creates never draw the same value. `format` turns the counter's
 * value into a number. A number a user typed earlier may already hold the counter's value; the
 * counter then moves past it. `from` is the counter's value when the caller already has it (from
 * countNewDocument, under the same lock); otherwise it is read.
 */
export async function nextNumber(tx: SqlEntityManager, key: CounterKey, format: (value: number) => string, from?: number): Promise<string> {
  let value = from ?? (await counterValue(tx, key));
  let number = format(value);
  while (await numberTaken(tx, key, number)) {
    value += 1;
    number = format(value);
  }
  // A long pattern whose counter outgrew its zeros would not fit the column.
  if (number.length > NUMBER_MAX) {
    throw new HttpError(422, 'number_too_long', `The next number would be longer than ${NUMBER_MAX} characters. Shorten the number pattern in the settings.`);
  }
  await tx.execute(`update "document_counter" set "next_value" = ? where ${WHERE_KEY}`, [value + 1, ...keyParams(key)]);
  return number;
}

/**
 * Gives a deleted document's number back to its series when it is the last one the series gave, so
 * the series keeps no gap: the next document takes it again. False when another came after it.
 * Called under the counter's lock (lock-order.ts), in the transaction that deletes the document.
 */
export async function releaseNewestNumber(tx: SqlEntityManager, key: CounterKey, format: (value: number) => string, number: string): Promise<boolean> {
  const last = (await counterValue(tx, key)) - 1;
  if (last < 1 || format(last) !== number) return false;
  await tx.execute(`update "document_counter" set "next_value" = ? where ${WHERE_KEY}`, [last, ...keyParams(key)]);
  return true;
}

async function counterValue(tx: SqlEntityManager, key: CounterKey): Promise<number> {
  const [counter] = await tx.execute<{ next_value: number }[]>(`select "next_value" from "document_counter" where ${WHERE_KEY}`, keyParams(key));
  return Number(counter?.next_value ?? 1);
}

async function numberTaken(tx: SqlEntityManager, key: CounterKey, number: string): Promise<boolean> {
  const { table, numberColumn } = DOCUMENT_TABLES[key.kind];
  const rows = await tx.execute(`select 1 from "${table}" where "account_id" = ? and "${numberColumn}" = ?`, [key.accountId, number]);
  return rows.length > 0;
}
