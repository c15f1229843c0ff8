import { mailListSchema } from '@ledgerline/contracts';
import type { Database } from '../src/db/orm.ts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { disposeTestDatabase, openTestDatabase } from './support/test-database.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const SMTP_ENV = (url: string) => ({ SMTP_URL: url, MAIL_FROM: 'billing@ledgerline.example' });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Database;
beforeAll(async () => {
  sink = await startSmtpSink();
  db = await openTestDatabase();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await disposeTestDatabase(db);
  await sink.close();
});

async function emailInvoice(t: TestApp, member: Member, subject: string): Promise<void> {
  const clientId = await addClient(t, member);
  const invoice = await addInvoice(t, member, clientId);
  const response = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['ap@acme.example'], subject, message: 'M', attachPdf: false });
  expect(response.status).toBe(200);
}

const arrivedWith = (subject: string) => sink.received.filter((message) => message.subject === subject);

it('delivers exactly once after the gateway stopped between the commit and the delivery', async () => {
  // A gateway without a worker commits the send and goes: the message waits in the outbox, as when
  // a gateway is killed right after the commit.
  const first = await startTestApp({ env: SMTP_ENV(sink.url), sharedDb: db });
  const member = await signUp(first);
  await emailInvoice(first, member, 'After restart');
  await first.close();
  expect(arrivedWith('After restart')).toHaveLength(0);

  const before = sink.received.length;
  const restarted = await startTestApp({ env: SMTP_ENV(sink.url), sharedDb: db, background: {} });
  try {
    await sink.arrived(before + 1);
    const id = mailListSchema.parse((await member.as(restarted.request().get('/api/mail'))).body).items[0]!.id;
    // Whatever runs again (a second sweep, a duplicate wake-up) finds nothing left to send.
    expect(await restarted.mail!.worker.deliver(id)).toEqual({ kind: 'not_claimed' });
    expect(arrivedWith('After restart')).toHaveLength(1);
  } finally {
    await restarted.close();
  }
}, 60_000);

it('delivers each message once when two gateways work on one database', async () => {
  const one = await startTestApp({ env: SMTP_ENV(sink.url), sharedDb: db, background: {} });
  const two = await startTestApp({ env: SMTP_ENV(sink.url), sharedDb: db, background: {} });
  try {
    const before = sink.received.length;
    const member = await signUp(one);
    const subjects = ['Two-1', 'Two-2', 'Two-3', 'Two-4', 'Two-5', 'Two-6'];
    await Promise.all(subjects.map((subject, n) => emailInvoice(n % 2 ? two : one, member, subject)));
    await sink.arrived(before + subjects.length);
    const ids = mailListSchema.parse((await member.as(one.request().get('/api/mail'))).body).items.map((item) => item.id);
    for (const id of ids) {
      expect(await one.mail!.worker.deliver(id)).toEqual({ kind: 'not_claimed' });
      expect(await two.mail!.worker.deliver(id)).toEqual({ kind: 'not_claimed' });
    }
    expect(subjects.map((subject) => arrivedWith(subject).length)).toEqual(subjects.map(() => 1));
    expect(sink.received.length).toBe(before + subjects.length);
  } finally {
    await one.close();
    await two.close();
  }
}, 60_000);
