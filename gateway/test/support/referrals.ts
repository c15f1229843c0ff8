import { referralOverviewSchema, type ReferralOverview } from '@ledgerline/contracts';
import { accountIdOf, signUp, type Member } from './business.ts';
import { cookieHeader, newUser, type TestApp } from './test-app.ts';

/** The member's referrals page data, checked against the contract. */
export async function referralsOf(t: TestApp, member: Member): Promise<ReferralOverview> {
  const response = await member.as(t.request().get('/api/referrals'));
  if (response.status !== 200) throw new Error(`GET /api/referrals failed: ${response.status} ${response.text}`);
  return referralOverviewSchema.strict().parse(response.body);
}

/** A mail domain no other test uses, so the same-business rule stays out of the way. */
export const ownDomain = () => `biz-${Math.random().toString(36).slice(2, 10)}.test`;

/** A browser that opens referral links (in order) and then signs up with `overrides`. */
export async function signUpThroughLinks(t: TestApp, codes: string[], overrides: Record<string, unknown> = {}) {
  const browser = t.agent();
  for (const code of codes) {
    const visit = await browser.post('/api/referrals/visits').send({ code });
    if (visit.status !== 200) throw new Error(`visit failed: ${visit.status} ${visit.text}`);
  }
  const generated = newUser();
  const body = { ...generated, email: `${generated.username}@${ownDomain()}`, ...overrides };
  const response = await browser.post('/api/register').send(body);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  const cookie = cookieHeader(response);
  const member: Member = { cookie, username: body.username, as: (request) => request.set('Cookie', cookie) };
  return { member, accountId: await accountIdOf(t, member) };
}

/** A referrer (with its code) and one account that signed up through its link. */
export async function referredPair(t: TestApp, referrer?: Member) {
  const owner = referrer ?? (await signUp(t));
  const { code } = await referralsOf(t, owner);
  const referred = await signUpThroughLinks(t, [code]);
  return { referrer: owner, referrerAccountId: await accountIdOf(t, owner), code, referred };
}
