import { randomUUID } from 'node:crypto';
import { subscriptionSchema } from '@ledgerline/contracts';
import { renewSubscriptionsJob } from '../src/modules/billing/billing-jobs.ts';
import { fakeCharger, fakeClock } from './support/billing.ts';
import { signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const clock = fakeClock('2027-01-31T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  // With background work on, the app registers the renewal job on the queue, as main.ts runs it.
  t = await startTestApp({ background: {}, billing: { clock, charger: fakeCharger() } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The period's end once it is no longer `from` (the job runs on another turn of the queue's polling). */
async function periodEndOnceMoved(read: () => PromiseLike<{ body: unknown }>, from: string, deadlineMs = 20_000): Promise<string | null> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const end = subscriptionSchema.parse((await read()).body).currentPeriodEnd;
    if (end !== from || Date.now() > until) return end;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('renews a due subscription when the queue runs the renewal job', async () => {
  const member = await signUp(t);
  await member.as(t.request().post('/api/checkout')).set('Idempotency-Key', randomUUID()).send({ planKey: 'pro', interval: 'month', paymentMethodId: 'pm_card_visa' }).expect(200);
  clock.set('2027-02-28T11:00:00.000Z');
  await t.mail?.jobs.send(renewSubscriptionsJob, {});

  expect(await periodEndOnceMoved(() => member.as(t.request().get('/api/subscription')), '2027-02-28T10:00:00.000Z')).toBe('2027-03-28T10:00:00.000Z');
}, 40_000);
