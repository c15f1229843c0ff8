import { addDays, formatMoney, invoiceSchema, mailListSchema, mailMessageSchema, paymentRemindersSchema, type Invoice } from '@ledgerline/contracts';
import { createLogger } from '../src/logger.ts';
import { planRules } from '../src/modules/billing/plan-rules.ts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { startJobQueue, type JobQueue } from '../src/modules/jobs/job-queue.ts';
import { startPaymentReminders } from '../src/modules/reminders/reminder-jobs.ts';
import { sendDueReminders } from '../src/modules/reminders/send-reminders.ts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const FROM = 'Ledgerline <billing@ledgerline.example>';
const runDeps = () => ({ orm: t.db.orm, from: FROM, appUrl: t.origin, logger: createLogger('silent'), plans: planRules({ enabled: true }) });
const today = todayIso();

const REMINDERS = {
  reminders: [
    { offsetDays: -3 },
    { offsetDays: 7, lateFee: { type: 'amount', value: 2500 } },
    { offsetDays: 30, lateFee: { type: 'percent', value: '1.5' } },
  ],
};

async function setReminders(member: Member, body: unknown) {
  return member.as(t.request().put('/api/account/settings/reminders')).send(body as object);
}

async function getInvoice(member: Member, id: string): Promise<Invoice> {
  const response = await member.as(t.request().get(`/api/invoices/${id}`));
  expect(response.status).toBe(200);
  return invoiceSchema.parse(response.body);
}

/** A sent invoice due on `dueDate` (marked sent today, as a user would). */
async function sentInvoice(member: Member, clientId: string, dueDate: string): Promise<Invoice> {
  const invoice = await addInvoice(t, member, clientId, { issueDate: addDays(dueDate, -30), dueDate });
  expect((await member.as(t.request().post(`/api/invoices/${invoice.id}/send`))).status).toBe(200);
  return getInvoice(member, invoice.id);
}

async function mailOf(member: Member) {
  const response = await member.as(t.request().get('/api/mail?pageSize=100'));
  return mailListSchema.parse(response.body).items;
}

describe('payment reminder settings', () => {
  it('saves up to three reminders for the account only, and answers 400 with a sentence for bad ones', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    expect((await member.as(t.request().get('/api/account/settings/reminders'))).body).toEqual({ reminders: [] });

    const saved = await setReminders(member, REMINDERS);
    expect(saved.status).toBe(200);
    expect(paymentRemindersSchema.parse(saved.body)).toEqual(paymentRemindersSchema.parse(REMINDERS));
    expect((await member.as(t.request().get('/api/account/settings/reminders'))).body).toEqual(saved.body);
    expect((await other.as(t.request().get('/api/account/settings/reminders'))).body).toEqual({ reminders: [] });

    const four = await setReminders(member, { reminders: [1, 2, 3, 4].map((offsetDays) => ({ offsetDays })) });
    expect(four.status).toBe(400);
    expect(four.body.message).toBe('Set at most 3 reminders.');

    const sameDay = await setReminders(member, { reminders: [{ offsetDays: 7 }, { offsetDays: 7 }] });
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.fields).toEqual({ 'reminders.1.offsetDays': ['Two reminders cannot fall on the same day.'] });

    const feeEarly = await setReminders(member, { reminders: [{ offsetDays: -2, lateFee: { type: 'percent', value: '2' } }] });
    expect(feeEarly.status).toBe(400);
    expect(feeEarly.body.message).toBe('A late fee can only come with a reminder after the due date.');

    expect((await t.request().get('/api/account/settings/reminders')).status).toBe(401);
  });
});

describe('sending the reminders', () => {
  it('sends one message per due reminder and charges its late fee once, as an invoice of its own, however often and however concurrently it runs', async () => {
    const member = await signUp(t);
    expect((await setReminders(member, REMINDERS)).status).toBe(200);
    const clientId = await addClient(t, member, { contacts: [{ name: 'Ann Payable', email: 'ann@acme.example' }] });

    const overdue = await sentInvoice(member, clientId, addDays(today, -7));
    const dueSoon = await sentInvoice(member, clientId, addDays(today, 3));
    const paid = await sentInvoice(member, clientId, addDays(today, -7));
    const payment = { amount: paid.total, date: today, method: 'card' };
    expect((await member.as(t.request().post(`/api/invoices/${paid.id}/payments`)).send(payment)).status).toBe(201);
    await addInvoice(t, member, clientId, { issueDate: addDays(today, -40), dueDate: addDays(today, -7) });

    await Promise.all([sendDueReminders(runDeps(), today), sendDueReminders(runDeps(), today)]);
    await sendDueReminders(runDeps(), today);

    const mail = await mailOf(member);
    expect(mail).toHaveLength(2);
    expect(mail.map((message) => message.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Reminder: invoice ${overdue.number} from `), expect.stringContaining(`Reminder: invoice ${dueSoon.number} from `)]),
    );
    expect(mail.every((message) => message.to.join() === 'ap@acme.example,ann@acme.example')).toBe(true);
    const overdueMail = mail.find((message) => message.subject.includes(overdue.number))!;
    const { text } = mailMessageSchema.parse((await member.as(t.request().get(`/api/mail/${overdueMail.id}`))).body);
    expect(text).toContain(`This is a reminder that invoice ${overdue.number} was due on `);
    expect(text).toContain(`The amount still owed is ${formatMoney(overdue.balance, 'USD', 'en-US')}.`);

    // The overdue invoice stays as issued; the fee is an invoice of its own, sent, due today, linked from the email.
    const reminded = await getInvoice(member, overdue.id);
    expect([reminded.total, reminded.balance, reminded.lines]).toEqual([overdue.total, overdue.balance, overdue.lines]);
    const charged = reminded.activity.map((event) => event.summary).find((summary) => summary.startsWith('Late fee'));
    const feeNumber = /^Late fee of \$25\.00 charged as invoice (\S+) with reminder 2 \(7 days after the due date\)$/.exec(charged ?? '')?.[1];
    expect(feeNumber).toBeDefined();
    const feeLink = new RegExp(`A late fee of \\$25\\.00 has been charged as invoice ${feeNumber}, due today\\. You can view and pay it here: ${t.origin}/view/invoice/(\\S+)`).exec(text);
    expect(feeLink).not.toBeNull();
    const opened = await t.request().get(`/api/public/invoices/${feeLink![1]}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ number: feeNumber, status: 'sent', dueDate: today, client: { name: expect.any(String) } });
    expect(opened.body.lines.map((line: { description: string; total: number }) => [line.description, line.total])).toEqual([
      [`Late fee on invoice ${overdue.number}: reminder 2 (7 days after the due date)`, 2500],
    ]);
    expect(opened.body.totals.total).toBe(2500);
    const summaries = reminded.activity.map((event) => event.summary);
    expect(summaries).toContain('Reminder 2 (7 days after the due date) emailed to ap@acme.example, ann@acme.example');
    expect(summaries.filter((summary) => summary.startsWith('Reminder'))).toHaveLength(1);

    const soon = await getInvoice(member, dueSoon.id);
    expect(soon.total).toBe(dueSoon.total);
    expect(soon.activity.map((event) => event.summary)).toContain('Reminder 1 (3 days before the due date) emailed to ap@acme.example, ann@acme.example');
    expect((await getInvoice(member, paid.id)).activity.some((event) => event.type === 'reminder_sent')).toBe(false);
  });

  it("reminds of a late fee's invoice without charging a fee on the fee", async () => {
    const member = await signUp(t);
    expect((await setReminders(member, { reminders: [{ offsetDays: 7, lateFee: { type: 'amount', value: 2500 } }] })).status).toBe(200);
    const clientId = await addClient(t, member);
    const overdue = await sentInvoice(member, clientId, addDays(today, -7));

    await sendDueReminders(runDeps(), today);
    await sendDueReminders(runDeps(), addDays(today, 7));

    const listed = await member.as(t.request().get('/api/invoices'));
    const others = (listed.body.items as { id: string }[]).filter((item) => item.id !== overdue.id);
    expect(others).toHaveLength(1);
    const fee = await getInvoice(member, others[0]!.id);
    expect([fee.total, fee.status, fee.dueDate]).toEqual([2500, 'sent', today]);
    const summaries = fee.activity.map((event) => event.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Issued and emailed with reminder 1 (7 days after the due date) of invoice ${overdue.number}`,
        `Reminder 1 (7 days after the due date) emailed to ${(await mailOf(member))[0]!.to.join(', ')}`,
      ]),
    );
    expect(fee.activity.some((event) => event.type === 'late_fee_added')).toBe(false);
  });

  it('does not send the same reminder again when the due date moves later', async () => {
    const member = await signUp(t);
    expect((await setReminders(member, REMINDERS)).status).toBe(200);
    const clientId = await addClient(t, member);
    const invoice = await sentInvoice(member, clientId, addDays(today, 3));
    await sendDueReminders(runDeps(), today);
    expect(await mailOf(member)).toHaveLength(1);

    const update = await member.as(t.request().put(`/api/invoices/${invoice.id}`)).send({
      clientId,
      issueDate: invoice.issueDate,
      dueDate: addDays(today, 2),
      currency: invoice.currency,
      lines: invoice.lines.map(({ description, quantity, unitPrice, unit, taxes, discount }) => ({ description, quantity, unitPrice, unit, taxes, discount })),
      discount: invoice.discount,
      notes: invoice.notes,
      terms: invoice.terms,
      version: invoice.version,
    });
    expect(update.status).toBe(200);
    await sendDueReminders(runDeps(), today);
    await sendDueReminders(runDeps(), addDays(today, 1));
    expect(await mailOf(member)).toHaveLength(1);
  });

  it('runs on the job queue once at start', async () => {
    const member = await signUp(t);
    expect((await setReminders(member, { reminders: [{ offsetDays: 0 }] })).status).toBe(200);
    const clientId = await addClient(t, member);
    await sentInvoice(member, clientId, today);

    const databaseUrl = t.db.kind === 'postgres' ? t.db.orm.config.get('clientUrl') : undefined;
    const queue: JobQueue = await startJobQueue(t.db, createLogger('silent'), { databaseUrl, pollingIntervalSeconds: 0.5 });
    try {
      await startPaymentReminders(queue, runDeps(), createLogger('silent'));
      const until = Date.now() + 15_000;
      while ((await mailOf(member)).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await mailOf(member)).map((message) => message.subject)).toEqual([expect.stringMatching(/^Reminder: invoice /)]);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
