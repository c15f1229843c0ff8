import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDocumentNumber } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/** The width of the invoice number column (documentNumberSchema's limit too). */
const NUMBER_MAX = 40;

// Raw SQL throughout: it names the account itself, as the ORM's account filter does not reach it.

/** Counts a new invoice of the account, in the transaction that inserts it, under the counter's lock (lock-order.ts). */
export async function countNewInvoice(tx: SqlEntityManager, accountId: string): Promise<void> {
  await tx.execute(`update "document_counter" set "live_count" = "live_count" + 1 where "account_id" = ? and "kind" = 'invoice'`, [accountId]);
}

/** Uncounts a deleted invoice, in the transaction that deletes it, under the counter's lock. */
export async function countDeletedInvoice(tx: SqlEntityManager, accountId: string): Promise<void> {
  await tx.execute(`update "document_counter" set "live_count" = "live_count" - 1 where "account_id" = ? and "kind" = 'invoice'`, [accountId]);
}

/** How many invoices the account has, or null when it never had a counter row. */
export async function invoiceCount(em: SqlEntityManager, accountId: string): Promise<number | null> {
  const [row] = await em.execute<{ live_count: number }[]>(
    `select "live_count" from "document_counter" where "account_id" = ? and "kind" = 'invoice'`,
    [accountId],
  );
  return row ? Number(row.live_count) : null;
}

/**
 * The next free number of the account's pattern, under the counter row's lock (lockInvoiceCounter,
 * held until the transaction ends), so concurrent creates never draw the same value. A number a user typed earlier may already hold the counter's value;
 * the counter then moves past it.
 */
export async function nextInvoiceNumber(tx: SqlEntityManager, accountId: string, pattern: string, issueDate: string): Promise<string> {
  const [counter] = await tx.execute<{ next_value: number }[]>(
    `select "next_value" from "document_counter" where "account_id" = ? and "kind" = 'invoice'`,
    [accountId],
  );
  let value = Number(counter?.next_value ?? 1);
  let number = formatDocumentNumber(pattern, value, issueDate);
  while (await numberTaken(tx, accountId, number)) {
    value += 1;
    number = formatDocumentNumber(pattern, value, issueDate);
  }
  // A long pattern whose counter outgrew its zeros would not fit the column.
  if (number.length > NUMBER_MAX) {
    throw new HttpError(422, 'number_too_long', `The next number would be longer than ${NUMBER_MAX} characters. Shorten the number pattern in the settings.`);
  }
  await tx.execute(`update "document_counter" set "next_value" = ? where "account_id" = ? and "kind" = 'invoice'`, [value + 1, accountId]);
  return number;
}

async function numberTaken(tx: SqlEntityManager, accountId: string, number: string): Promise<boolean> {
  const rows = await tx.execute(`select 1 from "invoice" where "account_id" = ? and "number" = ?`, [accountId, number]);
  return rows.length > 0;
}
