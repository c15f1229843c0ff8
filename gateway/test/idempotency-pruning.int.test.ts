import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_RETENTION_MS, pruneIdempotencyRecordsJob } from '../src/modules/idempotency/idempotency-pruning.ts';
import { accountIdOf, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // With background work on, the app registers the pruning job on the queue, as main.ts runs it.
  t = await startTestApp({ background: {} });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

/** A payment request's record, made `ageMs` ago. */
async function record(accountId: string, state: 'in_flight' | 'done', ageMs: number): Promise<string> {
  const key = `POST /api/checkout ${randomUUID()}`;
  await t.db.orm.em.fork().execute(
    `insert into "idempotency_record" ("id", "account_id", "key", "request_hash", "state", "response_status", "response_body", "created_at")
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), accountId, key, 'a'.repeat(64), state, state === 'done' ? 200 : null, state === 'done' ? JSON.stringify({ ok: true }) : null, new Date(Date.now() - ageMs)],
  );
  return key;
}

async function keysLeft(accountId: string): Promise<string[]> {
  const rows = await t.db.orm.em.fork().execute<{ key: string }[]>(`select "key" from "idempotency_record" where "account_id" = ?`, [accountId]);
  return rows.map((row) => row.key);
}

async function until(done: () => Promise<boolean>, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('the pruning job did not run in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('deletes the records older than the retention when the queue runs the pruning job, finished or stuck in flight', async () => {
  const accountId = await accountIdOf(t, await signUp(t));
  const fresh = await record(accountId, 'done', HOUR_MS);
  const freshInFlight = await record(accountId, 'in_flight', 0);
  const old = await record(accountId, 'done', IDEMPOTENCY_RETENTION_MS + HOUR_MS);
  const stuck = await record(accountId, 'in_flight', IDEMPOTENCY_RETENTION_MS + HOUR_MS);
  expect((await keysLeft(accountId)).sort()).toEqual([fresh, freshInFlight, old, stuck].sort());

  await t.mail?.jobs.send(pruneIdempotencyRecordsJob, {});
  await until(async () => (await keysLeft(accountId)).length === 2);
  expect((await keysLeft(accountId)).sort()).toEqual([fresh, freshInFlight].sort());
}, 40_000);
