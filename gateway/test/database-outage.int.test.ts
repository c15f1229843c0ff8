import { signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { testPostgresServer } from './support/test-database.ts';

/**
 * What a request gets while the database does not answer. The real outages (PostgreSQL stopped,
 * frozen, restarted) are the fault suite's (gateway/faults); here one transaction holds the session
 * table, which every signed-in request reads first: PostgreSQL makes them wait on the lock, PGlite
 * (one connection) on the transaction.
 */
const DEADLINE_MS = 1000;
/** Slack for a machine busy with other suites; a request that hung would take the holder's 30 s. */
const SLACK_MS = 2500;

async function withSessionsHeld<T>(t: TestApp, run: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.db.orm.em.fork().transactional(async (tx) => {
    await tx.execute('lock table "session" in access exclusive mode', [], 'run');
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  try {
    return await run();
  } finally {
    release();
    await holder;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('a database that does not answer', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_DEADLINE_MS: String(DEADLINE_MS) } });
    member = await signUp(t);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  it('costs a request its deadline, answered 503 with Retry-After and a sentence; the next one after it answers works', async () => {
    const { result: stuck, ms } = await withSessionsHeld(t, () => timed(() => member.as(t.request().get('/api/invoices'))));
    expect(stuck.status).toBe(503);
    expect(stuck.headers['retry-after']).toBe('5');
    expect(stuck.body).toMatchObject({ code: 'deadline_exceeded', message: 'The server took too long to answer. Please try again in a moment.' });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect((await member.as(t.request().get('/api/invoices'))).status).toBe(200);
  });
});

const describeOnPostgres = testPostgresServer() ? describe : describe.skip;

describeOnPostgres('PostgreSQL cutting the gateway short', () => {
  const STATEMENT_TIMEOUT_MS = 300;
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await startTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), REQUEST_DEADLINE_MS: '20000' } });
    member = await signUp(t);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  it('cancels a statement after DB_STATEMENT_TIMEOUT_MS, and the request answers 503 database_unavailable', async () => {
    const { result: cancelled, ms } = await withSessionsHeld(t, () => timed(() => member.as(t.request().get('/api/invoices'))));
    expect(cancelled.status).toBe(503);
    expect(cancelled.headers['retry-after']).toBe('5');
    expect(cancelled.body.code).toBe('database_unavailable');
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + SLACK_MS);
  });

  it('survives the server closing every connection (idle ones included), and the next requests work', async () => {
    await Promise.all(Array.from({ length: 5 }, () => member.as(t.request().get('/api/invoices'))));
    const [terminated] = await t.db.orm.em
      .fork()
      .execute<{ closed: number }[]>(
        'select count(pg_terminate_backend(pid))::int as "closed" from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    expect(terminated?.closed).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await member.as(t.request().get('/api/invoices'))).status);
    // A request may meet a connection whose goodbye is still on its way (503); none fails otherwise.
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.slice(-5)).toEqual(Array(5).fill(200));
  });
});
