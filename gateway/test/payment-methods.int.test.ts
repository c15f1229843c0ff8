import { paymentMethodListSchema, paymentSetupSchema } from '@ledgerline/contracts';
import { signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await startTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let keys = 0;
const key = () => `pm-key-${(keys += 1)}`;
const card = (number: string) => ({ number, expMonth: 4, expYear: new Date().getUTCFullYear() + 3, cvc: '321' });

async function addCard(member: Member, number: string) {
  const setup = paymentSetupSchema.parse((await member.as(t.request().post('/api/payment-methods')).set('Idempotency-Key', key()).send()).body);
  await t.request().post(`/api/test-payments/setups/${setup.setupId}/confirm`).send({ clientSecret: setup.clientSecret, card: card(number) });
}
const list = async (member: Member) => paymentMethodListSchema.parse((await member.as(t.request().get('/api/payment-methods'))).body);

describe('/api/payment-methods', () => {
  it('lists, makes default and removes the account’s cards; another account’s card answers 404', async () => {
    expect(await list(owner)).toEqual({ mode: 'test', methods: [] });
    await addCard(owner, '4242424242424242');
    await addCard(owner, '5555555555554444');
    const { methods } = await list(owner);
    expect(methods.map((m) => [m.brand, m.last4, m.isDefault])).toEqual([['visa', '4242', true], ['mastercard', '4444', false]]);
    const [visa, mastercard] = methods;

    const made = await owner.as(t.request().post(`/api/payment-methods/${mastercard?.id}/default`)).set('Idempotency-Key', key()).send();
    expect(made.body.methods.find((m: { isDefault: boolean }) => m.isDefault).last4).toBe('4444');

    expect((await other.as(t.request().delete(`/api/payment-methods/${visa?.id}`)).set('Idempotency-Key', key())).status).toBe(404);
    expect((await other.as(t.request().post(`/api/payment-methods/${visa?.id}/default`)).set('Idempotency-Key', key()).send()).status).toBe(404);

    expect((await owner.as(t.request().delete(`/api/payment-methods/${visa?.id}`)).set('Idempotency-Key', key())).status).toBe(204);
    expect((await list(owner)).methods.map((m) => m.last4)).toEqual(['4444']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request().get('/api/payment-methods')).status).toBe(401);
  });
});
