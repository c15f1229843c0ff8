import { purgeExpiredRateLimits } from '../src/http/rate-limit.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

const INSTALL = { documentType: 'pwa', deviceType: 'desktop', source: 'pwa_utils' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    // The client address comes from X-Forwarded-For, so the tests can use addresses of their own.
    env: { TRUST_PROXY: 'true', REGISTRATIONS_PER_IP_PER_HOUR: '2', DOWNLOADS_PER_IP_PER_HOUR: '3' },
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

function expectTooMany(response: { status: number; headers: Record<string, string>; body: unknown }, code: string, sentence: string) {
  expect(response.status).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
  expect(response.body).toMatchObject({
    code,
    message: `${sentence} Please wait 60 minutes and try again.`,
    error: `${sentence} Please wait 60 minutes and try again.`,
  });
}

describe('per-address limits', () => {
  it('lets an address register a few accounts an hour, then answers 429 with Retry-After', async () => {
    const register = (from: string, body = newUser()) => t.request().post('/api/register').set('X-Forwarded-For', from).send(body);
    expect((await register('203.0.113.1')).status).toBe(201);
    expect((await register('203.0.113.1')).status).toBe(201);

    const refused = newUser();
    expectTooMany(await register('203.0.113.1', refused), 'too_many_registrations', 'Too many sign-ups from your network.');
    expect((await t.request().post('/api/login').send({ username: refused.username, password: refused.password })).status).toBe(401);
    expect((await register('203.0.113.2')).status).toBe(201);
  });

  it('lets an address report a few installs an hour, then answers 429 with Retry-After', async () => {
    const report = (from: string) => t.request().post('/api/downloads').set('X-Forwarded-For', from).send(INSTALL);
    for (let i = 0; i < 3; i += 1) expect((await report('203.0.113.9')).status).toBe(201);
    expectTooMany(await report('203.0.113.9'), 'too_many_requests', 'Too many install reports from your network.');
    expect((await report('203.0.113.10')).status).toBe(201);
  });
});

describe('expired counts', () => {
  it('are purged from the shared table while live ones stay', async () => {
    if (t.db.kind === 'embedded') return expect(purgeExpiredRateLimits(t.db)).resolves.toBeUndefined();
    const connection = t.db.orm.em.fork().getConnection();
    await connection.execute(`insert into "rate_limit" ("key", "points", "expire") values ('purge-test:old', 1, ?), ('purge-test:live', 1, ?)`, [
      Date.now() - 1000,
      Date.now() + 60_000,
    ]);
    await purgeExpiredRateLimits(t.db);
    const rows = await connection.execute<{ key: string }[]>(`select "key" from "rate_limit" where "key" like 'purge-test:%'`);
    expect(rows.map((row) => row.key)).toEqual(['purge-test:live']);
  });
});
