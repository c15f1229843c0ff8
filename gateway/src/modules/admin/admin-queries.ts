import type { EntityManager } from '@mikro-orm/core';
import type { DeviceType, DocumentKind, Role } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';

/**
 * Every query of the app that reads across accounts, for the admin area only, each one named. The
 * account filter cannot see raw SQL, so nothing here relies on it, and nothing outside this module
 * (and the admin routes that call it) lifts it. A period is [start, end) in UTC.
 */

export type Period = { start: Date; end: Date };

type Rows<T> = Promise<T[]>;

type Executes = { execute(sql: string, params: unknown[], method?: 'all' | 'run'): Promise<unknown> };

const run = <T>(em: EntityManager, sql: string, params: unknown[] = []): Rows<T> => (em as unknown as Executes).execute(sql, params) as Rows<T>;

/** Monthly-normalised price of a plan on an interval, in minor units: a yearly plan counts a twelfth. */
const MONTHLY_PRICE = (plan: string, interval: string) =>
  `(case ${interval} when 'year' then round(${plan}.price_year / 12.0) when 'month' then ${plan}.price_month else 0 end)::bigint`;

/** Accounts created per UTC day of the period (days without any are left out). */
export async function signupsPerDay(em: EntityManager, period: Period) {
  const rows = await run<{ day: string; accounts: unknown }>(
    em,
    `select to_char(("created_at" at time zone 'UTC')::date, 'YYYY-MM-DD') as "day", count(*) as "accounts"
     from "account" where "created_at" >= ? and "created_at" < ? group by 1`,
    [period.start, period.end],
  );
  return rows.map((row) => ({ day: row.day, accounts: safeNumber(row.accounts) }));
}

/** Accounts with a user who signed in during the last 7 and the last 30 days, up to `now`. */
export async function activeAccounts(em: EntityManager, now: Date) {
  const [row] = await run<{ last7: unknown; last30: unknown }>(
    em,
    `select count(distinct "account_id") filter (where "last_sign_in_at" >= ?::timestamptz - interval '7 days') as "last7",
            count(distinct "account_id") as "last30"
     from "app_user" where "last_sign_in_at" >= ?::timestamptz - interval '30 days'`,
    [now, now],
  );
  return { last7Days: safeNumber(row?.last7), last30Days: safeNumber(row?.last30) };
}

/**
 * Every plan with its number of accounts and their MRR: active and past-due subscriptions at the
 * plan's price for their interval. An account without a subscription row is on Free.
 */
export async function accountsByPlan(em: EntityManager) {
  const rows = await run<{ plan: string; plan_name: string; position: number; currency: string; accounts: unknown; mrr: unknown }>(
    em,
    `select p."key" as "plan", p."name" as "plan_name", p."position", p."currency", count(a."id") as "accounts",
            coalesce(sum(${MONTHLY_PRICE('p', 's."interval"')}), 0) as "mrr"
     from "plan" p
     left join "subscription" s on s."plan_key" = p."key"
     left join "account" a on a."id" = s."account_id"
     group by p."key", p."name", p."currency", p."position"
     union all
     select 'free', '', -1, '', count(*), 0 from "account" a where not exists (select 1 from "subscription" s where s."account_id" = a."id")`,
  );
  const byPlan = rows.filter((row) => row.plan_name !== '').sort((a, b) => a.position - b.position);
  const withoutSubscription = safeNumber(rows.find((row) => row.plan_name === '')?.accounts);
  return byPlan.map((row) => ({
    plan: row.plan,
    planName: row.plan_name,
    currency: row.currency,
    accounts: safeNumber(row.accounts) + (row.plan === 'free' ? withoutSubscription : 0),
    mrr: safeNumber(row.mrr),
  }));
}

/**
 * MRR movements from the paid charges (wave2-anchors §6): an account's first paid charge is new
 * business; a charge at a higher or lower monthly price than its previous one is expansion or
 * contraction; churn is the MRR of an account whose last paid period ended in the period and which
 * is on a free plan (or none) now.
 */
export async function mrrMovements(em: EntityManager, period: Period) {
  const [row] = await run<{ new: unknown; expansion: unknown; contraction: unknown }>(
    em,
    `with "steps" as (
       select c."created_at", ${MONTHLY_PRICE('p', 'c."interval"')} as "mrr",
              lag(${MONTHLY_PRICE('p', 'c."interval"')}) over (partition by c."account_id" order by c."created_at", c."period_start") as "previous"
       from "subscription_charge" c join "plan" p on p."key" = c."plan_key"
       where c."outcome" = 'paid' and c."created_at" < ?)
     select coalesce(sum("mrr") filter (where "previous" is null), 0) as "new",
            coalesce(sum("mrr" - "previous") filter (where "mrr" > "previous"), 0) as "expansion",
            coalesce(sum("previous" - "mrr") filter (where "mrr" < "previous"), 0) as "contraction"
     from "steps" where "created_at" >= ?`,
    [period.end, period.start],
  );
  const [churn] = await run<{ churn: unknown }>(
    em,
    `select coalesce(sum(last."mrr"), 0) as "churn" from (
       select distinct on (c."account_id") c."account_id", c."period_end", ${MONTHLY_PRICE('p', 'c."interval"')} as "mrr"
       from "subscription_charge" c join "plan" p on p."key" = c."plan_key"
       where c."outcome" = 'paid'
       order by c."account_id", c."period_end" desc) last
     left join "subscription" s on s."account_id" = last."account_id"
     left join "plan" now_plan on now_plan."key" = s."plan_key"
     where last."period_end" >= ? and last."period_end" < ? and coalesce(now_plan."price_month", 0) = 0`,
    [period.start, period.end],
  );
  return { new: safeNumber(row?.new), expansion: safeNumber(row?.expansion), contraction: safeNumber(row?.contraction), churn: safeNumber(churn?.churn) };
}

/** Invoices, estimates and change orders created in the period, across all accounts. */
export async function documentsCreated(em: EntityManager, period: Period): Promise<{ kind: DocumentKind; created: number }[]> {
  const params = [period.start, period.end];
  const rows = await run<{ kind: DocumentKind; created: unknown }>(
    em,
    `select 'invoice' as "kind", count(*) as "created" from "invoice" where "created_at" >= ? and "created_at" < ?
     union all select 'estimate', count(*) from "estimate" where "created_at" >= ? and "created_at" < ?
     union all select 'change_order', count(*) from "change_order" where "created_at" >= ? and "created_at" < ?`,
    [...params, ...params, ...params],
  );
  return rows.map((row) => ({ kind: row.kind, created: safeNumber(row.created) }));
}

/** Installs of the app reported in the period, by device type. */
export async function installsByDevice(em: EntityManager, period: Period) {
  const rows = await run<{ device_type: DeviceType; installs: unknown }>(
    em,
    `select "device_type", count(*) as "installs" from "install_log" where "created_at" >= ? and "created_at" < ? group by 1`,
    [period.start, period.end],
  );
  return rows.map((row) => ({ deviceType: row.device_type, installs: safeNumber(row.installs) }));
}

/** Contact messages no admin has marked handled yet. */
export async function contactMessagesWaiting(em: EntityManager): Promise<number> {
  const [row] = await run<{ waiting: unknown }>(
    em,
    `select count(*) as "waiting" from "contact_message" m
     where not exists (select 1 from "contact_message_handling" h where h."message_id" = m."id")`,
  );
  return safeNumber(row?.waiting);
}

type AccountRow = { id: string; name: string; created_at: Date; plan: string; plan_name: string; users: unknown; last_sign_in_at: Date | null };

const ACCOUNT_COLUMNS = `a."id", a."name", a."created_at", coalesce(s."plan_key", 'free') as "plan", coalesce(p."name", 'Free') as "plan_name",
  (select count(*) from "app_user" u where u."account_id" = a."id") as "users",
  (select max(u."last_sign_in_at") from "app_user" u where u."account_id" = a."id") as "last_sign_in_at"
  from "account" a left join "subscription" s on s."account_id" = a."id" left join "plan" p on p."key" = s."plan_key"`;

const ACCOUNT_MATCH = `(lower(a."name") like ? or exists (select 1 from "app_user" u where u."account_id" = a."id" and (u."username_key" like ? or u."email" like ?)))`;

export const toAccountSummary = (row: AccountRow) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  plan: row.plan,
  planName: row.plan_name,
  users: safeNumber(row.users),
  lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

/** Accounts whose name, or one of whose users' name or email, contains `q`; newest first. */
export async function searchAccounts(em: EntityManager, q: string | undefined, page: number, pageSize: number) {
  const where = q ? `where ${ACCOUNT_MATCH}` : '';
  const match = q ? [containsPattern(q), containsPattern(q), containsPattern(q)] : [];
  const rows = await run<AccountRow>(em, `select ${ACCOUNT_COLUMNS} ${where} order by a."created_at" desc, a."id" limit ? offset ?`, [...match, pageSize, (page - 1) * pageSize]);
  const [total] = await run<{ total: unknown }>(em, `select count(*) as "total" from "account" a ${where}`, match);
  return { items: rows.map(toAccountSummary), total: safeNumber(total?.total), page, pageSize };
}

/** One account with its subscription and how much it has made, or null. */
export async function accountDetail(em: EntityManager, accountId: string) {
  const [row] = await run<AccountRow>(em, `select ${ACCOUNT_COLUMNS} where a."id" = ?`, [accountId]);
  if (!row) return null;
  const [subscription] = await run<{ state: 'active' | 'past_due'; interval: 'month' | 'year' | null; current_period_end: Date | null; cancel_at_period_end: boolean }>(
    em,
    `select "state", "interval", "current_period_end", "cancel_at_period_end" from "subscription" where "account_id" = ?`,
    [accountId],
  );
  const [usage] = await run<Record<'invoices' | 'estimates' | 'change_orders' | 'clients', unknown>>(
    em,
    `select (select count(*) from "invoice" where "account_id" = ?) as "invoices",
            (select count(*) from "estimate" where "account_id" = ?) as "estimates",
            (select count(*) from "change_order" where "account_id" = ?) as "change_orders",
            (select count(*) from "client" where "account_id" = ?) as "clients"`,
    [accountId, accountId, accountId, accountId],
  );
  return {
    ...toAccountSummary(row),
    subscription: subscription
      ? {
          state: subscription.state,
          interval: subscription.interval,
          currentPeriodEnd: subscription.current_period_end ? new Date(subscription.current_period_end).toISOString() : null,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
        }
      : null,
    usage: {
      invoices: safeNumber(usage?.invoices),
      estimates: safeNumber(usage?.estimates),
      changeOrders: safeNumber(usage?.change_orders),
      clients: safeNumber(usage?.clients),
    },
    members: (await searchUsers(em, { accountId }, 1, 100)).items,
  };
}

type UserRow = {
  id: string;
  username: string;
  email: string;
  role: Role;
  account_id: string;
  account_name: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  disabled_at: Date | null;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const toAdminUser = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  accountId: row.account_id,
  accountName: row.account_name,
  createdAt: new Date(row.created_at).toISOString(),
  lastSignInAt: iso(row.last_sign_in_at),
  disabledAt: iso(row.disabled_at),
});

const USER_COLUMNS = `u."id", u."username", u."email", u."role", u."account_id", a."name" as "account_name", u."created_at", u."last_sign_in_at", u."disabled_at"
  from "app_user" u join "account" a on a."id" = u."account_id"`;

/** Users whose name or email contains `q` (or the users of one account), newest first. */
export async function searchUsers(em: EntityManager, filter: { q?: string | undefined; accountId?: string }, page: number, pageSize: number) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.q) {
    conditions.push(`(u."username_key" like ? or u."email" like ?)`);
    params.push(containsPattern(filter.q), containsPattern(filter.q));
  }
  if (filter.accountId) {
    conditions.push(`u."account_id" = ?`);
    params.push(filter.accountId);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const rows = await run<UserRow>(em, `select ${USER_COLUMNS} ${where} order by u."created_at" desc, u."id" limit ? offset ?`, [...params, pageSize, (page - 1) * pageSize]);
  const [total] = await run<{ total: unknown }>(em, `select count(*) as "total" from "app_user" u ${where}`, params);
  return { items: rows.map(toAdminUser), total: safeNumber(total?.total), page, pageSize };
}

/** The name of the account, or null when there is none: an admin action on a missing account answers 404. */
export async function accountName(em: EntityManager, accountId: string): Promise<string | null> {
  const [row] = await run<{ name: string }>(em, `select "name" from "account" where "id" = ?`, [accountId]);
  return row?.name ?? null;
}

/** One user, locked for the rest of the transaction (an admin action changes them), or null. */
export async function lockUser(tx: EntityManager, userId: string) {
  const [row] = await run<UserRow>(tx, `select ${USER_COLUMNS} where u."id" = ? for update of u`, [userId]);
  return row ? toAdminUser(row) : null;
}

/**
 * The admins who can still sign in, other than `userId`, locked: two admins demoting each other at
 * once wait for one another, so the last one standing is never removed.
 */
export async function otherActiveAdmins(tx: EntityManager, userId: string): Promise<number> {
  const rows = await run<{ id: string }>(tx, `select "id" from "app_user" where "role" = 'admin' and "disabled_at" is null and "id" <> ? for update`, [userId]);
  return rows.length;
}

/** Sets a user's role or disabled time; the account filter does not apply to raw SQL. */
export async function updateUser(tx: EntityManager, userId: string, change: { role: Role } | { disabledAt: Date | null }): Promise<void> {
  const executes = tx as unknown as Executes;
  if ('role' in change) await executes.execute(`update "app_user" set "role" = ? where "id" = ?`, [change.role, userId], 'run');
  else await executes.execute(`update "app_user" set "disabled_at" = ? where "id" = ?`, [change.disabledAt, userId], 'run');
}
