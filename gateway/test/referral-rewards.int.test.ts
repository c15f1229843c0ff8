import { ACROSS_ACCOUNTS } from '../src/db/account-scope.ts';
import { attributeSignUp } from '../src/modules/referrals/attribution.ts';
import { FreeMonthBalance } from '../src/modules/referrals/free-month-balance.entity.ts';
import { takeFreeMonth } from '../src/modules/referrals/free-months.ts';
import { ReferralReward } from '../src/modules/referrals/referral-reward.entity.ts';
import { recordAccountPaymentFingerprint, recordReferredAccountPayment } from '../src/modules/referrals/referral-rewards.ts';
import { accountIdOf, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { referralsOf, referredPair, signUpThroughLinks } from './support/referrals.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const em = () => t.db.orm.em.fork();
const DAY_MS = 24 * 60 * 60 * 1000;
const pay = (accountId: string, at = new Date(), paymentFingerprint = `fp_${accountId}`, emailDomain?: string) =>
  recordReferredAccountPayment(em(), { accountId, paymentFingerprint, at, ...(emailDomain ? { emailDomain } : {}) });

async function freeMonths(accountId: string): Promise<number> {
  return (await em().findOne(FreeMonthBalance, { account: accountId }, ACROSS_ACCOUNTS))?.months ?? 0;
}

describe('attribution window', () => {
  it('attributes a sign-up 60 days after the link was first opened, not 61', async () => {
    const referrer = await signUp(t);
    const { code } = await referralsOf(t, referrer);
    const now = new Date(Date.UTC(2026, 5, 1, 12));
    for (const days of [60, 61]) {
      const { accountId } = await signUpThroughLinks(t, []);
      const visit = { code, seenAt: new Date(now.getTime() - days * DAY_MS) };
      await attributeSignUp(em(), { referredAccountId: accountId, referredEmail: `new${days}@elsewhere-${days}.test`, visit, now });
    }
    const { referrals } = await referralsOf(t, referrer);
    expect(referrals.map((r) => [r.status, r.signedUpAt])).toEqual([['signed_up', now.toISOString()]]);
  });
});

describe('recordReferredAccountPayment', () => {
  it('rewards both accounts with one free month on the first payment, and nothing on later ones', async () => {
    const { referrer, referrerAccountId, referred } = await referredPair(t);
    const paidAt = new Date();
    expect(await pay(referred.accountId, paidAt)).toEqual({ outcome: 'rewarded' });
    expect(await pay(referred.accountId)).toEqual({ outcome: 'already_settled', status: 'rewarded' });
    expect(await freeMonths(referrerAccountId)).toBe(1);
    expect(await freeMonths(referred.accountId)).toBe(1);
    const overview = await referralsOf(t, referrer);
    expect(overview.referrals).toEqual([
      { id: expect.any(String), referredName: referred.member.username, status: 'rewarded', signedUpAt: expect.any(String), paidAt: paidAt.toISOString(), rewardedAt: paidAt.toISOString() },
    ]);
    expect(overview.rewards).toEqual({ granted: 1, cap: 6, freeMonthsLeft: 1 });
    expect((await referralsOf(t, referred.member)).rewards).toEqual({ granted: 0, cap: 6, freeMonthsLeft: 1 });
  });

  it('changes nothing for an account nobody referred', async () => {
    const member = await signUp(t);
    const accountId = await accountIdOf(t, member);
    expect(await pay(accountId)).toEqual({ outcome: 'not_referred' });
    expect(await freeMonths(accountId)).toBe(0);
  });

  it('rewards a referral once under 10 payments recorded at the same moment', async () => {
    const { referrerAccountId, referred } = await referredPair(t);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => pay(referred.accountId)));
    expect(outcomes.filter((o) => o.outcome === 'rewarded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already_settled')).toHaveLength(9);
    expect(await em().count(ReferralReward, { account: { $in: [referrerAccountId, referred.accountId] } }, ACROSS_ACCOUNTS)).toBe(2);
    expect([await freeMonths(referrerAccountId), await freeMonths(referred.accountId)]).toEqual([1, 1]);
  });

  it('refuses a payment with one of the referrer’s own payment methods, and says why', async () => {
    const { referrer, referrerAccountId, referred } = await referredPair(t);
    await recordAccountPaymentFingerprint(em(), referrerAccountId, 'fp_shared_card');
    expect(await pay(referred.accountId, new Date(), 'fp_shared_card')).toEqual({ outcome: 'ineligible', reason: 'Paid with the referrer’s payment method' });
    const [referral] = (await referralsOf(t, referrer)).referrals;
    expect(referral).toMatchObject({ status: 'ineligible', reason: 'Paid with the referrer’s payment method', paidAt: expect.any(String) });
    expect(referral?.rewardedAt).toBeUndefined();
    expect([await freeMonths(referrerAccountId), await freeMonths(referred.accountId)]).toEqual([0, 0]);
  });

  it('refuses a payer whose billing email shares the referrer’s business domain', async () => {
    const domain = `acme-${Date.now().toString(36)}.test`;
    const { member: referrer } = await signUpThroughLinks(t, [], { email: `owner@${domain}` });
    const { referred } = await referredPair(t, referrer);
    expect(await pay(referred.accountId, new Date(), 'fp_other', domain)).toEqual({ outcome: 'ineligible', reason: 'Same email domain as the referrer' });
  });

  it('caps a referrer at 6 rewards a calendar year; the next year counts again', async () => {
    const referrer = await signUp(t);
    const referrerAccountId = await accountIdOf(t, referrer);
    const referred = [];
    for (let n = 0; n < 8; n += 1) referred.push((await referredPair(t, referrer)).referred.accountId);
    const inYear = (month: number) => new Date(Date.UTC(2025, month, 15));
    for (const [n, accountId] of referred.slice(0, 6).entries()) expect(await pay(accountId, inYear(n))).toEqual({ outcome: 'rewarded' });
    expect(await pay(referred[6]!, new Date(Date.UTC(2025, 11, 31, 23, 59)))).toEqual({ outcome: 'ineligible', reason: 'Yearly reward limit reached' });
    expect(await freeMonths(referred[6]!)).toBe(0);
    expect(await pay(referred[7]!, new Date(Date.UTC(2026, 0, 1)))).toEqual({ outcome: 'rewarded' });
    expect(await freeMonths(referrerAccountId)).toBe(7);
  }, 60_000);
});

describe('takeFreeMonth', () => {
  it('uses each earned month once, even when renewals ask at the same moment', async () => {
    const { referrerAccountId, referred } = await referredPair(t);
    expect(await takeFreeMonth(em(), referrerAccountId)).toBe(false);
    await pay(referred.accountId);
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeFreeMonth(em(), referrerAccountId)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await freeMonths(referrerAccountId)).toBe(0);
    expect(await freeMonths(referred.accountId)).toBe(1);
  });
});
