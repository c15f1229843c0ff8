import { mailListSchema, mailMessageSchema, paymentModeAnswerSchema, publicInvoiceSchema } from '@ledgerline/contracts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

/** The configured public address: no request below comes in on it. */
const APP_URL = 'https://invoices.example.com';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), APP_URL };

describe('links in emails and answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_URL, TRUST_PROXY: 'true' } });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** The text of the newest mail in the member's Sent mail whose subject matches. */
  async function newestMailText(cookie: string, subject: RegExp): Promise<string> {
    const list = mailListSchema.parse((await t.request().get('/api/mail').set('Cookie', cookie)).body);
    const found = list.items.find((item) => subject.test(item.subject));
    if (!found) throw new Error(`no mail with the subject ${subject}`);
    return mailMessageSchema.parse((await t.request().get(`/api/mail/${found.id}`).set('Cookie', cookie)).body).text;
  }

  it.each([
    ['a foreign Host', { Host: 'evil.example' }],
    ['a foreign X-Forwarded-Host behind a trusted proxy', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' }],
  ])('a password-reset link is on the configured address under %s', async (_case, headers) => {
    const person = newUser();
    const registered = await t.request().post('/api/register').send(person);
    const cookie = (registered.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
    expect((await t.request().post('/api/password-reset').set(headers).send({ identifier: person.email })).status).toBe(202);
    const text = await newestMailText(cookie, /password/i);
    expect(text).toMatch(new RegExp(`${APP_URL}/reset-password\\?token=[\\w-]+`));
    expect(text).not.toContain('evil.example');
  });

  it("a document's public link, in the answer and in the email, is on the configured address under a foreign Host", async () => {
    const member = await signUp(t);
    const clientId = await addClient(t, member, { name: 'Harbor View Dental', contacts: [{ name: 'Ann', email: 'ann@harbor.example' }] });
    const invoice = await addInvoice(t, member, clientId);
    const sent = await member
      .as(t.request().post(`/api/invoices/${invoice.id}/send`).set('Host', 'evil.example'))
      .send({ to: ['ann@harbor.example'], subject: `Invoice ${invoice.number}`, message: 'Here it is: {link}', attachPdf: false });
    expect(sent.status).toBe(200);
    expect(sent.body.publicUrl).toMatch(new RegExp(`^${APP_URL}/view/invoice/[A-Za-z0-9_-]{43}$`));
    const text = await newestMailText(member.cookie, new RegExp(`Invoice ${invoice.number}`));
    expect(text).toContain(sent.body.publicUrl);
    expect(text).not.toContain('evil.example');
  });
});

describe('online payments in production', () => {
  it('are off without Stripe keys: no test mode, no test-payment routes, no Pay now', async () => {
    const t = await startTestApp({ env: PRODUCTION });
    try {
      expect(paymentModeAnswerSchema.parse((await t.request().get('/api/payments/mode')).body)).toEqual({ mode: 'off' });
      expect((await t.request().post('/api/test-payments/payments/tpi_x/confirm').send({ clientSecret: 's', card: {} })).status).toBe(404);

      const member = await signUp(t);
      await member.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', acceptOnlinePayments: true });
      const invoice = await addInvoice(t, member, await addClient(t, member));
      const sent = (await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
      const publicPath = new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
      expect(publicInvoiceSchema.parse((await t.request().get(publicPath)).body).payNow).toMatchObject({ enabled: false, mode: 'off' });

      const started = await t.request().post(`${publicPath}/payments`).set('Idempotency-Key', 'one').send({ amount: invoice.totals.total });
      expect(started.status).toBe(409);
      expect((await member.as(t.request().get('/api/payment-methods'))).body).toEqual({ mode: 'off', methods: [] });
      const card = await member.as(t.request().post('/api/payment-methods')).set('Idempotency-Key', 'two').send();
      expect(card.status).toBe(409);
      expect(card.body.message).toBe('Online payments are not set up on this server.');
    } finally {
      await t.close();
    }
  }, SETUP_TIMEOUT_MS);

  it('take test cards only when ALLOW_TEST_PAYMENTS says so, with a warning at start', async () => {
    const logged: string[] = [];
    const t = await startTestApp({ env: { ...PRODUCTION, ALLOW_TEST_PAYMENTS: 'true' }, logTo: { write: (line: string) => logged.push(line) } });
    try {
      expect((await t.request().get('/api/payments/mode')).body).toEqual({ mode: 'test' });
      expect(logged.join('\n')).toContain('Test payments are on in production (ALLOW_TEST_PAYMENTS=true)');
    } finally {
      await t.close();
    }
  }, SETUP_TIMEOUT_MS);
});
