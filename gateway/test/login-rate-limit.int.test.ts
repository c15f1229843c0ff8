import { USERNAME_MAX_LENGTH } from '@ledgerline/contracts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

const PER_USER_IP = 3;
const PER_IP = 6;
const PER_USERNAME = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      // The client address comes from X-Forwarded-For, so each test can sign in from addresses of its own.
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_USER_IP: String(PER_USER_IP),
      LOGIN_MAX_FAILURES_PER_IP: String(PER_IP),
      LOGIN_WINDOW_SECONDS: '600',
      LOGIN_MAX_FAILURES_PER_USERNAME: String(PER_USERNAME),
      LOGIN_USERNAME_WINDOW_SECONDS: '3600',
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let addresses = 0;
/** An address no other test has used. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const signIn = (from: string, username: string, password = 'wrong password') =>
  t.request().post('/api/login').set('X-Forwarded-For', from).send({ username, password });

async function registered() {
  const user = newUser();
  await t.request().post('/api/register').set('X-Forwarded-For', freshAddress()).send(user).expect(201);
  return user;
}

function expectTooMany(response: { status: number; headers: Record<string, string>; body: unknown }, maxSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(maxSeconds);
  expect(response.body).toMatchObject({
    code: 'too_many_attempts',
    message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ (seconds|minutes) and try again\.$/),
  });
}

describe('login rate limiting', () => {
  it('limits a (username, address) pair after its failures, in any letter case, and no other address', async () => {
    const user = await registered();
    const attacker = freshAddress();
    for (let i = 0; i < PER_USER_IP; i += 1) expect((await signIn(attacker, user.username)).status).toBe(401);

    expectTooMany(await signIn(attacker, user.username.toUpperCase(), user.password), 600);
    expect((await signIn(freshAddress(), user.username, user.password)).status).toBe(200);
  });

  it("still lets the owner in with the right password from a fresh address after an attacker's 50 failures", async () => {
    const user = await registered();
    const attackers = Array.from({ length: 25 }, freshAddress);
    let failures = 0;
    for (const from of attackers) {
      for (let i = 0; i < 2; i += 1) {
        const response = await signIn(from, user.username);
        if (response.status === 401) failures += 1;
        else expectTooMany(response, 3600);
      }
    }
    // The username's own limit slowed the rotation down: past it, an address that failed waits.
    expect(failures).toBeGreaterThanOrEqual(25);
    expect(failures).toBeLessThan(50);
    expectTooMany(await signIn(attackers[0]!, user.username, user.password), 3600);
    for (let i = failures; i < 50; i += 1) expect((await signIn(freshAddress(), user.username)).status).toBe(401);

    expect((await signIn(freshAddress(), user.username, user.password)).status).toBe(200);
  });

  it('limits an address across usernames, the right password included', async () => {
    const user = await registered();
    const sprayer = freshAddress();
    for (let i = 0; i < PER_IP; i += 1) expect((await signIn(sprayer, `someone-${i}`)).status).toBe(401);
    expectTooMany(await signIn(sprayer, user.username, user.password), 600);
  });

  it('counts failures only: 30 sign-ins that work from one address are not throttled', async () => {
    const office = freshAddress();
    const people = [await registered(), await registered(), await registered()];
    for (let i = 0; i < PER_IP - 1; i += 1) expect((await signIn(office, `typo-${i}`)).status).toBe(401);
    for (let i = 0; i < 30; i += 1) {
      const person = people[i % people.length]!;
      expect((await signIn(office, person.username, person.password)).status).toBe(200);
    }
    // The address had room for one more failure before the 30 sign-ins, and still has.
    expect((await signIn(office, 'one-more-typo')).status).toBe(401);
    expectTooMany(await signIn(office, 'and-another'), 600);
  });

  it('answers 401, not an error, for the longest username the form allows, and 400 past it', async () => {
    expect((await signIn(freshAddress(), 'u'.repeat(USERNAME_MAX_LENGTH))).status).toBe(401);
    expect((await signIn(freshAddress(), 'u'.repeat(256))).status).toBe(400);
  });
});
