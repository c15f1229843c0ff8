import { problemSchema } from '@ledgerline/contracts';
import { signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { ownDomain, referralsOf, signUpThroughLinks } from './support/referrals.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /api/referrals', () => {
  it('gives each account one URL-safe code and a sign-up link, and nothing referred yet', async () => {
    const member = await signUp(t);
    const first = await referralsOf(t, member);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(first.link).toBe(`${t.origin}/register?ref=${first.code}`);
    expect(first.referrals).toEqual([]);
    expect(first.rewards).toEqual({ granted: 0, cap: 6, freeMonthsLeft: 0 });
    expect((await referralsOf(t, member)).code).toBe(first.code);
    expect((await referralsOf(t, await signUp(t))).code).not.toBe(first.code);
  });

  it('answers 401 when signed out', async () => {
    const response = await t.request().get('/api/referrals');
    expect(response.status).toBe(401);
    expect(problemSchema.parse(response.body).message).toBe('You are not signed in.');
  });
});

describe('signing up through a referral link', () => {
  it('lists the new account under its referrer only, by business name, as signed up', async () => {
    const referrer = await signUp(t);
    const other = await signUp(t);
    const { code } = await referralsOf(t, referrer);
    const { member } = await signUpThroughLinks(t, [code]);
    const { referrals } = await referralsOf(t, referrer);
    expect(referrals).toEqual([{ id: expect.any(String), referredName: member.username, status: 'signed_up', signedUpAt: expect.any(String) }]);
    expect(Math.abs(Date.parse(referrals[0]!.signedUpAt) - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(referrals)).not.toContain('@');
    expect((await referralsOf(t, other)).referrals).toEqual([]);
    expect((await referralsOf(t, member)).referrals).toEqual([]);
  });

  it('keeps the first link a browser opened (first touch)', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const firstCode = (await referralsOf(t, first)).code;
    const secondCode = (await referralsOf(t, second)).code;
    const browser = t.agent();
    expect((await browser.post('/api/referrals/visits').send({ code: firstCode })).body).toEqual({ referrerName: first.username, counted: true });
    expect((await browser.post('/api/referrals/visits').send({ code: secondCode })).body).toEqual({ referrerName: second.username, counted: false });
    expect((await browser.post('/api/register').send({ username: `ft_${Date.now().toString(36)}`, email: `ft${Date.now()}@${ownDomain()}`, password: 'correct horse battery' })).status).toBe(201);
    expect((await referralsOf(t, first)).referrals).toHaveLength(1);
    expect((await referralsOf(t, second)).referrals).toEqual([]);
  });

  it('refers only the first account a browser creates after opening the link', async () => {
    const referrer = await signUp(t);
    const { code } = await referralsOf(t, referrer);
    const browser = t.agent();
    await browser.post('/api/referrals/visits').send({ code });
    for (const n of [1, 2]) {
      const response = await browser.post('/api/register').send({ username: `once${n}_${Date.now().toString(36)}`, email: `once${n}${Date.now()}@${ownDomain()}`, password: 'correct horse battery' });
      expect(response.status).toBe(201);
      await browser.post('/api/logout');
    }
    expect((await referralsOf(t, referrer)).referrals).toHaveLength(1);
  });

  it('does not count a referrer opening their own link', async () => {
    const referrer = await signUp(t);
    const { code } = await referralsOf(t, referrer);
    const response = await referrer.as(t.request().post('/api/referrals/visits')).send({ code });
    expect(response.body).toEqual({ referrerName: referrer.username, counted: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-up from the referrer’s own mailbox, and says why', async () => {
    const stamp = Date.now().toString(36);
    const { member: referrer } = await signUpThroughLinks(t, [], { email: `ann.lee.${stamp}@gmail.com` });
    const { code } = await referralsOf(t, referrer);
    await signUpThroughLinks(t, [code], { email: `annlee${stamp}+second@googlemail.com` });
    await signUpThroughLinks(t, [code], { email: `friend${stamp}@gmail.com` });
    const { referrals } = await referralsOf(t, referrer);
    expect(referrals.map((r) => [r.status, r.reason])).toEqual([
      ['signed_up', undefined],
      ['ineligible', 'Signed up with the referrer’s own email address'],
    ]);
  });

  it('refuses a sign-up from the referrer’s business email domain, not from a public mail domain', async () => {
    const domain = ownDomain();
    const { member: referrer } = await signUpThroughLinks(t, [], { email: `boss@${domain}` });
    const { code } = await referralsOf(t, referrer);
    await signUpThroughLinks(t, [code], { email: `assistant@${domain.toUpperCase()}` });
    expect((await referralsOf(t, referrer)).referrals.map((r) => [r.status, r.reason])).toEqual([['ineligible', 'Same email domain as the referrer']]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await t.request().post('/api/referrals/visits').send({ code: 'AAAAAAAAAAAA' });
    expect(unknown.status).toBe(404);
    expect(problemSchema.parse(unknown.body).message).toBe('That referral link is not valid.');
    const malformed = await t.request().post('/api/referrals/visits').send({ code: '<b>x</b>' });
    expect(malformed.status).toBe(400);
    expect(problemSchema.parse(malformed.body).message).toBe('That referral code is not valid.');
  });
});
