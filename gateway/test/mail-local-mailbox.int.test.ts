import { mailListSchema, type MailList } from '@ledgerline/contracts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Without SMTP_URL the worker keeps mail in the local mailbox: it reached no one, so it never reads as delivered. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ background: {} });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

it('records a message the local mailbox kept as kept, saying no mail server is configured', async () => {
  const member = await signUp(t);
  const clientId = await addClient(t, member, { name: 'Acme Building Co', contacts: [{ name: 'Ann', email: 'ann@acme.example' }] });
  const invoice = await addInvoice(t, member, clientId);
  const sent = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['ann@acme.example'], subject: `Invoice ${invoice.number}`, message: 'Hello', attachPdf: false });
  expect(sent.status).toBe(200);

  const settled = async (): Promise<MailList['items'][number] | undefined> => {
    const [message] = mailListSchema.parse((await member.as(t.request().get('/api/mail'))).body).items;
    return message && message.status !== 'queued' && message.status !== 'sending' ? message : undefined;
  };
  let message = await settled();
  while (!message) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    message = await settled();
  }
  expect(message.status).toBe('kept');
});
