import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ReferralStatus } from '@ledgerline/contracts';

/*
 * The referral module's raw SQL: the statements whose atomicity matters (row locks, conditional
 * decrements, inserts that may race) and the look-ups across accounts. Each names its accounts
 * itself, as the ORM's account filter does not reach raw SQL.
 */

/** The account's code, inserting `candidate` when it has none yet; two first looks at once keep one code. */
export async function upsertReferralCode(em: SqlEntityManager, accountId: string, candidate: string): Promise<string> {
  await em.execute(
    `insert into "referral_code" ("id", "account_id", "code", "created_at") values (?, ?, ?, now()) on conflict ("account_id") do nothing`,
    [randomUUID(), accountId, candidate],
  );
  const [row] = await em.execute<{ code: string }[]>(`select "code" from "referral_code" where "account_id" = ?`, [accountId]);
  return row!.code;
}

export type Referrer = { accountId: string; businessName: string };

/** The account a code belongs to, with its business name, across all accounts. */
export async function findReferrer(em: SqlEntityManager, code: string): Promise<Referrer | null> {
  const [row] = await em.execute<{ account_id: string; business_name: string }[]>(
    `select c."account_id", s."business_name" from "referral_code" c join "account_settings" s on s."account_id" = c."account_id" where c."code" = ?`,
    [code],
  );
  return row ? { accountId: row.account_id, businessName: row.business_name } : null;
}

/** The email addresses of an account's users. */
export async function accountEmails(em: SqlEntityManager, accountId: string): Promise<string[]> {
  const rows = await em.execute<{ email: string }[]>(`select "email" from "app_user" where "account_id" = ?`, [accountId]);
  return rows.map((row) => row.email);
}

export async function insertReferral(
  em: SqlEntityManager,
  row: { referrerAccountId: string; referredAccountId: string; status: ReferralStatus; reason: string | null; signedUpAt: Date },
): Promise<void> {
  await em.execute(
    `insert into "referral" ("id", "account_id", "referred_account_id", "status", "reason", "signed_up_at") values (?, ?, ?, ?, ?, ?)`,
    [randomUUID(), row.referrerAccountId, row.referredAccountId, row.status, row.reason, row.signedUpAt],
  );
}

export type LockedReferral = { id: string; referrerAccountId: string; status: ReferralStatus };

/** The referral that brought this account, locked until the transaction ends: its payment is settled once. */
export async function lockReferralOf(em: SqlEntityManager, referredAccountId: string): Promise<LockedReferral | null> {
  const [row] = await em.execute<{ id: string; account_id: string; status: ReferralStatus }[]>(
    `select "id", "account_id", "status" from "referral" where "referred_account_id" = ? for update`,
    [referredAccountId],
  );
  return row ? { id: row.id, referrerAccountId: row.account_id, status: row.status } : null;
}

/** Locks the referrer's code row: rewards of one referrer are counted and granted one payment at a time. */
export async function lockReferrer(em: SqlEntityManager, referrerAccountId: string): Promise<void> {
  await em.execute(`select "id" from "referral_code" where "account_id" = ? for update`, [referrerAccountId]);
}

/** Rewards granted to the account as referrer in [from, to). */
export async function countReferrerRewards(em: SqlEntityManager, referrerAccountId: string, from: Date, to: Date): Promise<number> {
  const [row] = await em.execute<{ count: unknown }[]>(
    `select count(*) as "count" from "referral_reward" where "account_id" = ? and "role" = 'referrer' and "granted_at" >= ? and "granted_at" < ?`,
    [referrerAccountId, from, to],
  );
  return Number(row!.count);
}

export async function settleReferral(
  em: SqlEntityManager,
  id: string,
  change: { status: ReferralStatus; reason: string | null; paidAt: Date; rewardedAt: Date | null },
): Promise<void> {
  await em.execute(`update "referral" set "status" = ?, "reason" = ?, "paid_at" = ?, "rewarded_at" = ? where "id" = ?`, [
    change.status,
    change.reason,
    change.paidAt,
    change.rewardedAt,
    id,
  ]);
}

/** Records one free month for the account (as referrer or referred) and adds it to its balance. */
export async function grantFreeMonth(
  em: SqlEntityManager,
  grant: { accountId: string; referralId: string; role: 'referrer' | 'referred'; at: Date },
): Promise<void> {
  await em.execute(`insert into "referral_reward" ("id", "account_id", "referral_id", "role", "free_months", "granted_at") values (?, ?, ?, ?, 1, ?)`, [
    randomUUID(),
    grant.accountId,
    grant.referralId,
    grant.role,
    grant.at,
  ]);
  await em.execute(
    `insert into "free_month_balance" ("id", "account_id", "months") values (?, ?, 1)
    on conflict ("account_id") do update set "months" = "free_month_balance"."months" + 1`,
    [randomUUID(), grant.accountId],
  );
}

/** Uses one free month if the account has any; the condition and the decrement are one statement. */
export async function decrementFreeMonths(em: SqlEntityManager, accountId: string): Promise<boolean> {
  const rows = await em.execute<{ months: number }[]>(
    `update "free_month_balance" set "months" = "months" - 1 where "account_id" = ? and "months" > 0 returning "months"`,
    [accountId],
  );
  return rows.length === 1;
}

export async function insertPaymentFingerprint(em: SqlEntityManager, accountId: string, fingerprint: string): Promise<void> {
  await em.execute(
    `insert into "payment_fingerprint" ("id", "account_id", "fingerprint", "created_at") values (?, ?, ?, now()) on conflict ("account_id", "fingerprint") do nothing`,
    [randomUUID(), accountId, fingerprint],
  );
}

export async function hasPaymentFingerprint(em: SqlEntityManager, accountId: string, fingerprint: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from "payment_fingerprint" where "account_id" = ? and "fingerprint" = ?`, [accountId, fingerprint]);
  return rows.length > 0;
}

export type ReferralRow = {
  id: string;
  referred_name: string;
  status: ReferralStatus;
  reason: string | null;
  signed_up_at: Date;
  paid_at: Date | null;
  rewarded_at: Date | null;
};

/** The account's referrals, newest first, each with the referred business's name (and nothing else of it). */
export function listReferrals(em: SqlEntityManager, referrerAccountId: string): Promise<ReferralRow[]> {
  return em.execute<ReferralRow[]>(
    `select r."id", s."business_name" as "referred_name", r."status", r."reason", r."signed_up_at", r."paid_at", r."rewarded_at"
    from "referral" r join "account_settings" s on s."account_id" = r."referred_account_id"
    where r."account_id" = ? order by r."signed_up_at" desc, r."id"`,
    [referrerAccountId],
  );
}

export async function freeMonthsOf(em: SqlEntityManager, accountId: string): Promise<number> {
  const [row] = await em.execute<{ months: number }[]>(`select "months" from "free_month_balance" where "account_id" = ?`, [accountId]);
  return row?.months ?? 0;
}
