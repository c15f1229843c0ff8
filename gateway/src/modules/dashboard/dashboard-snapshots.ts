import type { SqlEntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { singleFlight } from './single-flight.ts';

/*
 * Stored dashboard answers (dashboard_snapshot), keyed by account, kind, data revision, day and
 * account currency. The revision moves in the transaction of every write the dashboard counts
 * (database triggers, Migration20261125000000_dashboard_snapshots), so a stored answer whose key
 * still matches was computed from the data as it is now. The first read after a change computes
 * and stores; concurrent first reads in one process share that computation, and two processes that
 * both computed store one row (on conflict do nothing).
 */

/** An answer's name and format: change the version when its shape changes, so old rows are never served. */
export type SnapshotKind = 'figures.v2' | 'chart.v1';

type Current = { currency: string; revision: string; body: string | null };

/** The account's currency, its data revision, and the answer stored for them and `today`, if any: one round trip. */
async function current(em: SqlEntityManager, accountId: string, kind: SnapshotKind, today: string): Promise<Current> {
  const [row] = await em.execute<Current[]>(
    `select s.currency, coalesce(r.revision, 0)::text as revision, d.body::text as body
    from account_settings s
    left join dashboard_revision r on r.account_id = s.account_id
    left join dashboard_snapshot d on d.account_id = s.account_id and d.kind = ? and d.revision = coalesce(r.revision, 0) and d.today = ? and d.currency = s.currency
    where s.account_id = ?`,
    [kind, today, accountId],
  );
  // The currency is written into the figures' SQL as a literal: only a code of three letters may pass.
  if (!row || !/^[A-Z]{3}$/.test(row.currency)) throw notFound();
  return row;
}

/** Stores an answer under its key and drops the account's answers of older revisions or other days. */
async function store(em: SqlEntityManager, accountId: string, kind: SnapshotKind, key: Current, today: string, body: unknown): Promise<void> {
  await em.execute(
    `with stored as (
      insert into dashboard_snapshot (id, account_id, kind, revision, today, currency, body, created_at)
      values (gen_random_uuid(), ?, ?, ?, ?, ?, ?::jsonb, now()) on conflict do nothing
    )
    delete from dashboard_snapshot where account_id = ? and kind = ? and (revision < ? or today <> ?)`,
    [accountId, kind, key.revision, today, key.currency, JSON.stringify(body), accountId, kind, key.revision, today],
  );
}

const computeOnce = singleFlight<unknown>();

/**
 * The answer `kind` for the account on `today`: the stored one while the account's data and
 * currency are as they were when it was computed, otherwise `compute` (given the account's
 * currency), stored for the next reads. A stored answer the schema rejects is computed afresh.
 */
export async function storedOrComputed<T>(
  em: SqlEntityManager,
  accountId: string,
  kind: SnapshotKind,
  today: string,
  schema: z.ZodType<T>,
  compute: (currency: string) => Promise<T>,
): Promise<T> {
  const key = await current(em, accountId, kind, today);
  const stored = key.body === null ? undefined : schema.safeParse(JSON.parse(key.body));
  if (stored?.success) return stored.data;
  return (await computeOnce([accountId, kind, key.revision, today, key.currency].join(' '), async () => {
    const body = await compute(key.currency);
    await store(em, accountId, kind, key, today, body);
    return body;
  })) as T;
}
