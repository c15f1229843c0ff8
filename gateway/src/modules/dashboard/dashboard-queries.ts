import type { SqlEntityManager } from '@mikro-orm/sql';
import { AGING_BUCKETS, revisionNumber, type AgingBucket, type DashboardActivity, type DashboardChart, type DocumentKind, type MoneyFigure, type Period } from '@ledgerline/contracts';
import { safeNumber } from '../../db/sql-text.ts';
import { inAccountCurrency } from '../exchange-rates/account-currency-sql.ts';
import { agingBucketSql } from '../invoices/invoice-aging.ts';
import { JOB_STATUS_SQL, OPEN_JOB_STATUS_SQL } from '../estimates/estimate-status.ts';
import { RETAINAGE_HELD_SQL } from '../progress-billing/retainage-held-sql.ts';
import { lastTwelveMonths, twelveMonthPeriod } from './dashboard-periods.ts';

/*
 * Every query of the dashboard, in raw SQL, so each names the account itself. Drafts and void
 * invoices are never counted; credit notes of the others count against what was invoiced, and a
 * payment made from a client's credit is no money received. Amounts are summed in the account's currency, each document at the
 * rate it recorded (account-currency-sql.ts); one that recorded none is left out of the sum.
 */

/** A sum in the account's currency: amounts already in it add up as they are (fast bigint sums), the others converted one by one. */
const sumIn = (currency: string, amount: string, doc: string) =>
  `(coalesce(sum(${amount}) filter (where ${doc}.currency = '${currency}'), 0) + coalesce(sum(${inAccountCurrency(amount, doc, `'${currency}'`)}) filter (where ${doc}.currency <> '${currency}'), 0))`;
const figure = (amount: unknown, count: unknown): MoneyFigure => ({ amount: safeNumber(amount), count: safeNumber(count) });

/** Clients named in each aging bucket: the ones owed the most. */
const CLIENTS_PER_BUCKET = 5;

type AgingRow = { bucket: number; count: unknown; amount: unknown; client_count: unknown; client_id: string | null; client_amount: unknown; name: string | null };

/**
 * Outstanding (sent, partly paid) balances by days past due, with the clients owed the most in each
 * bucket: one pass over the outstanding invoices (the partial index holds every column it reads)
 * sums them per bucket and client; the buckets' totals and top clients are read from those sums.
 */
export async function aging(em: SqlEntityManager, accountId: string, currency: string, today: string): Promise<AgingBucket[]> {
  const bucket = agingBucketSql('i', today);
  const rows = await em.execute<AgingRow[]>(
    `with per_client as materialized (
      select ${bucket.sql} as bucket, i.client_id, count(*) as count, ${sumIn(currency, 'i.balance', 'i')} as amount
      from invoice i where i.account_id = ? and i.status in ('sent', 'partial')
      group by 1, 2
    ), buckets as (
      select p.bucket, sum(p.count) as count, sum(p.amount) as amount, count(*) as client_count from per_client p group by p.bucket
    )
    select b.bucket, b.count, b.amount, b.client_count, t.client_id, t.amount as client_amount,
      (select c.name from client c where c.id = t.client_id and c.account_id = ?) as name
    from buckets b cross join lateral (
      select p.client_id, p.amount from per_client p where p.bucket = b.bucket order by p.amount desc, p.client_id limit ${CLIENTS_PER_BUCKET}
    ) t
    order by b.bucket, t.amount desc, t.client_id`,
    [...bucket.params, accountId, accountId],
  );
  return AGING_BUCKETS.map((name, index) => {
    const inBucket = rows.filter((row) => Number(row.bucket) === index);
    const first = inBucket[0];
    return {
      bucket: name,
      ...(first ? figure(first.amount, first.count) : { amount: 0, count: 0 }),
      clients: inBucket.map((row) => ({ id: row.client_id as string, name: row.name ?? '', amount: safeNumber(row.client_amount) })),
      clientCount: first ? safeNumber(first.client_count) : 0,
    };
  });
}

/**
 * The invoice of payment "p" (its currency and rate), neither draft nor void. A lateral look-up with
 * a limit, so the database probes the invoice's key for each payment of the period instead of
 * hashing every invoice of the account (which it otherwise prefers, 10 times slower on 100,000).
 */
const PAYMENT_INVOICE = `cross join lateral (
  select i.currency, i.exchange_rate from invoice i
  where i.id = p.invoice_id and i.account_id = p.account_id and i.status not in ('draft', 'void') limit 1
) i`;

/** Money received: every payment but those made from a client's credit (received once already, on the invoice its credit note corrected). */
const RECEIVED = `p.method <> 'client_credit'`;

/**
 * Credit notes "n" of invoices neither draft nor void, in their invoice's currency and at its rate
 * (a void invoice is counted nowhere, and so are the credit notes that voided it).
 */
const CREDITED = `credit_note n join invoice ci on ci.id = n.invoice_id and ci.account_id = n.account_id and ci.status not in ('draft', 'void')`;

/** Payments by their date in two periods (this month and last), on invoices neither draft nor void. */
export async function paidIn(em: SqlEntityManager, accountId: string, currency: string, thisMonth: Period, lastMonth: Period): Promise<[MoneyFigure, MoneyFigure]> {
  const amount = inAccountCurrency('p.amount', 'i', `'${currency}'`);
  const [row] = await em.execute<{ this_amount: unknown; this_count: unknown; last_amount: unknown; last_count: unknown }[]>(
    `select coalesce(sum(${amount}) filter (where p.date >= ?), 0) as this_amount, count(*) filter (where p.date >= ?) as this_count,
      coalesce(sum(${amount}) filter (where p.date <= ?), 0) as last_amount, count(*) filter (where p.date <= ?) as last_count
    from payment p ${PAYMENT_INVOICE}
    where p.account_id = ? and ${RECEIVED} and p.date >= ? and p.date <= ?`,
    [thisMonth.from, thisMonth.from, lastMonth.to, lastMonth.to, accountId, lastMonth.from, thisMonth.to],
  );
  return [figure(row?.this_amount, row?.this_count), figure(row?.last_amount, row?.last_count)];
}

/** Invoices issued in a period, neither draft nor void, at their totals, less the credit notes of such invoices issued in it. */
export async function invoicedIn(em: SqlEntityManager, accountId: string, currency: string, period: Period): Promise<MoneyFigure> {
  const [row] = await em.execute<{ amount: unknown; count: unknown; credited: unknown }[]>(
    `select ${sumIn(currency, 'i.total', 'i')} as amount, count(*) as count,
      (select ${sumIn(currency, 'n.total', 'ci')} from ${CREDITED} where n.account_id = ? and n.issue_date >= ? and n.issue_date <= ?) as credited
    from invoice i
    where i.account_id = ? and i.issue_date >= ? and i.issue_date <= ? and i.status not in ('draft', 'void')`,
    [accountId, period.from, period.to, accountId, period.from, period.to],
  );
  return { amount: safeNumber(row?.amount) - safeNumber(row?.credited), count: safeNumber(row?.count) };
}

const ESTIMATE_REVISION = `estimate e join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision`;

type EstimateFigures = { sent: MoneyFigure; accepted: MoneyFigure; declined: number; expired: number };

/** Estimates issued in a period (current revision's issue date): sent, won, declined and expired (sent, past valid-until). */
export async function estimatesIn(em: SqlEntityManager, accountId: string, currency: string, period: Period, today: string): Promise<EstimateFigures> {
  const [row] = await em.execute<Record<'sent_amount' | 'sent_count' | 'won_amount' | 'won_count' | 'declined' | 'expired', unknown>[]>(
    `select ${sumIn(currency, 'r.total', 'r')} as sent_amount, count(*) as sent_count,
      coalesce(sum(${inAccountCurrency('r.total', 'r', `'${currency}'`)}) filter (where ${JOB_STATUS_SQL}), 0) as won_amount,
      count(*) filter (where ${JOB_STATUS_SQL}) as won_count,
      count(*) filter (where e.status = 'declined') as declined,
      count(*) filter (where e.status = 'sent' and r.valid_until < ?) as expired
    from ${ESTIMATE_REVISION}
    where e.account_id = ? and e.status <> 'draft' and r.issue_date >= ? and r.issue_date <= ?`,
    [today, accountId, period.from, period.to],
  );
  return {
    sent: figure(row?.sent_amount, row?.sent_count),
    accepted: figure(row?.won_amount, row?.won_count),
    declined: safeNumber(row?.declined),
    expired: safeNumber(row?.expired),
  };
}

/** Approved change orders that no invoice bills yet (the change-order list's "uninvoiced" filter). */
export async function uninvoicedChangeOrders(em: SqlEntityManager, accountId: string, currency: string): Promise<MoneyFigure> {
  const [row] = await em.execute<{ amount: unknown; count: unknown }[]>(
    `select ${sumIn(currency, 'co.total', 'co')} as amount, count(*) as count from change_order co
    where co.account_id = ? and co.status = 'approved' and co.invoice_id is null`,
    [accountId],
  );
  return figure(row?.amount, row?.count);
}

/** Accepted estimates not yet wholly invoiced, at their accepted totals plus their approved change orders. */
export async function openJobs(em: SqlEntityManager, accountId: string, currency: string): Promise<{ count: number; contractValue: number }> {
  const [row] = await em.execute<{ count: unknown; accepted: unknown; approved: unknown }[]>(
    `select
      (select count(*) from estimate e where e.account_id = ? and ${OPEN_JOB_STATUS_SQL}) as count,
      (select ${sumIn(currency, 'r.total', 'r')} from ${ESTIMATE_REVISION} where e.account_id = ? and ${OPEN_JOB_STATUS_SQL}) as accepted,
      (select ${sumIn(currency, 'co.total', 'co')} from change_order co join estimate e on e.id = co.estimate_id
        where co.account_id = ? and e.account_id = ? and co.status = 'approved' and ${OPEN_JOB_STATUS_SQL}) as approved`,
    [accountId, accountId, accountId, accountId],
  );
  return { count: safeNumber(row?.count), contractValue: safeNumber(row?.accepted) + safeNumber(row?.approved) };
}

/** Retainage the account's jobs hold back until it is released, and on how many jobs. */
export async function retainageHeld(em: SqlEntityManager, accountId: string, currency: string): Promise<MoneyFigure> {
  const [row] = await em.execute<{ amount: unknown; count: unknown }[]>(
    `select ${sumIn(currency, 'j.held', 'j')} as amount, count(*) filter (where j.held <> 0) as count
    from (select r.currency, r.exchange_rate, ${RETAINAGE_HELD_SQL} as held from ${ESTIMATE_REVISION} where e.account_id = ? and ${JOB_STATUS_SQL}) j`,
    [accountId],
  );
  return figure(row?.amount, row?.count);
}

type ActivityRow = {
  id: string;
  subject_kind: DocumentKind;
  subject_id: string;
  type: string;
  summary: string;
  created_at: Date | string;
  actor: string | null;
  invoice_number: string | null;
  estimate_number: string | null;
  estimate_revision: number | null;
  change_order_number: string | null;
  credit_note_number: string | null;
};

/** The account's latest events across every document, newest first, each with its document's number. */
export async function recentActivity(em: SqlEntityManager, accountId: string, limit: number): Promise<DashboardActivity[]> {
  const rows = await em.execute<ActivityRow[]>(
    `select a.id, a.subject_kind, a.subject_id, a.type, a.summary, a.created_at, u.username as actor,
      i.number as invoice_number, e.base_number as estimate_number, e.revision as estimate_revision, co.number as change_order_number,
      n.number as credit_note_number
    from activity_event a
    left join app_user u on u.id = a.actor_id
    left join invoice i on a.subject_kind = 'invoice' and i.id = a.subject_id and i.account_id = a.account_id
    left join estimate e on a.subject_kind = 'estimate' and e.id = a.subject_id and e.account_id = a.account_id
    left join change_order co on a.subject_kind = 'change_order' and co.id = a.subject_id and co.account_id = a.account_id
    left join credit_note n on a.subject_kind = 'credit_note' and n.id = a.subject_id and n.account_id = a.account_id
    where a.account_id = ? order by a.created_at desc, a.id limit ?`,
    [accountId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.subject_kind,
    documentId: row.subject_id,
    number: row.invoice_number ?? row.change_order_number ?? row.credit_note_number ?? (row.estimate_number === null ? '' : revisionNumber(row.estimate_number, row.estimate_revision ?? 1)),
    type: row.type,
    summary: row.summary,
    actor: row.actor,
    at: new Date(row.created_at).toISOString(),
  }));
}

/** Invoiced (by issue date) and paid (by payment date) in each of the twelve months ending with this one. */
export async function invoicedVsPaid(em: SqlEntityManager, accountId: string, currency: string, today: string): Promise<DashboardChart> {
  const period = twelveMonthPeriod(today);
  const [invoiced, credited, paid] = await Promise.all([
    em.execute<{ month: string; amount: unknown }[]>(
      `select to_char(i.issue_date, 'YYYY-MM') as month, ${sumIn(currency, 'i.total', 'i')} as amount from invoice i
      where i.account_id = ? and i.issue_date >= ? and i.issue_date <= ? and i.status not in ('draft', 'void') group by 1`,
      [accountId, period.from, period.to],
    ),
    em.execute<{ month: string; amount: unknown }[]>(
      `select to_char(n.issue_date, 'YYYY-MM') as month, ${sumIn(currency, 'n.total', 'ci')} as amount from ${CREDITED}
      where n.account_id = ? and n.issue_date >= ? and n.issue_date <= ? group by 1`,
      [accountId, period.from, period.to],
    ),
    em.execute<{ month: string; amount: unknown }[]>(
      `select to_char(p.date, 'YYYY-MM') as month, ${sumIn(currency, 'p.amount', 'i')} as amount
      from payment p ${PAYMENT_INVOICE}
      where p.account_id = ? and ${RECEIVED} and p.date >= ? and p.date <= ? group by 1`,
      [accountId, period.from, period.to],
    ),
  ]);
  const byMonth = (rows: { month: string; amount: unknown }[]) => new Map(rows.map((row) => [row.month, safeNumber(row.amount)]));
  const invoicedBy = byMonth(invoiced);
  const creditedBy = byMonth(credited);
  const paidBy = byMonth(paid);
  return {
    currency,
    months: lastTwelveMonths(today).map((month) => ({ month, invoiced: (invoicedBy.get(month) ?? 0) - (creditedBy.get(month) ?? 0), paid: paidBy.get(month) ?? 0 })),
  };
}
