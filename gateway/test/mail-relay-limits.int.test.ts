import { mailListSchema, problemSchema, type Template } from '@ledgerline/contracts';
import { createUserWithAccount } from '../src/modules/users/users.service.ts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

/**
 * What keeps the send dialog from relaying mail through the app's sender address: who an email may
 * go to, how many an account may send in an hour, and no line break in anything that becomes a
 * header. Each test signs up its own account, so the low hourly allowance here only binds the test
 * that is about it.
 */
const SENDS_PER_HOUR = 2;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_SENDS_PER_ACCOUNT_PER_HOUR: String(SENDS_PER_HOUR) } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const CONTACTS = [
  { name: 'Ann Payable', email: 'ann@acme.example' },
  { name: 'Sam Site', email: 'sam@acme.example' },
];

async function draftInvoice(member: Member) {
  const clientId = await addClient(t, member, { contacts: CONTACTS });
  return addInvoice(t, member, clientId);
}

const send = (member: Member, invoiceId: string, email: Record<string, unknown>) =>
  member.as(t.request().post(`/api/invoices/${invoiceId}/send`)).send({ to: ['ann@acme.example'], subject: 'Your invoice', message: 'Here it is.', attachPdf: false, ...email });

/** An admin made the way `npm run create-admin` makes one, then signed in through the API. */
async function signInAdmin(): Promise<Member> {
  const body = newUser();
  await createUserWithAccount(t.db.orm.em.fork(), { ...body, role: 'admin' });
  const cookie = cookieHeader(await t.request().post('/api/login').send({ username: body.username, password: body.password }));
  return { cookie, username: body.username, as: (request) => request.set('Cookie', cookie) };
}

const statusOf = async (member: Member, invoiceId: string) => (await member.as(t.request().get(`/api/invoices/${invoiceId}`))).body.status as string;
const mailCount = async (member: Member) => mailListSchema.parse((await member.as(t.request().get('/api/mail'))).body).total;

describe('who an email about a document may go to', () => {
  it('takes the client\'s own addresses in Cc without counting them, and up to 3 others', async () => {
    const member = await signUp(t);
    const invoice = await draftInvoice(member);
    const response = await send(member, invoice.id, {
      to: ['ann@acme.example', 'AP@acme.example'],
      cc: ['Sam@Acme.example', 'bookkeeper@books.example', 'partner@firm.example', 'site@builder.example', 'BOOKKEEPER@books.example'],
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('sent');
    expect(mailListSchema.parse((await member.as(t.request().get('/api/mail'))).body).items[0]!.cc).toHaveLength(5);
  });

  it('refuses a 4th address outside the client\'s with 422 and a sentence naming the limit, sending and marking nothing', async () => {
    const member = await signUp(t);
    const invoice = await draftInvoice(member);
    const others = ['one@elsewhere.example', 'two@elsewhere.example', 'three@elsewhere.example', 'four@elsewhere.example'];
    const response = await send(member, invoice.id, { cc: ['sam@acme.example', ...others] });
    expect(response.status).toBe(422);
    const problem = problemSchema.parse(response.body);
    expect(problem.code).toBe('too_many_recipients');
    expect(problem.message).toBe(
      `An email can go to the client's own addresses and at most 3 others; this one has 4 others (${others.join(', ')}). Remove 1, or add it to the client's contacts first.`,
    );
    expect(problem.fields).toEqual({ cc: [problem.message] });
    expect(await statusOf(member, invoice.id)).toBe('draft');
    expect(await mailCount(member)).toBe(0);
  });

  it('still refuses a To address that is not the client\'s', async () => {
    const member = await signUp(t);
    const invoice = await draftInvoice(member);
    const response = await send(member, invoice.id, { to: ['stranger@elsewhere.example'] });
    expect(response.status).toBe(422);
    expect(problemSchema.parse(response.body).code).toBe('unknown_recipient');
  });
});

describe('emails an account may send by hand in an hour', () => {
  it(`answers the email past ${SENDS_PER_HOUR} an hour 429 with Retry-After and a sentence, keeps the document a draft, and leaves other accounts and plain marking alone`, async () => {
    const member = await signUp(t);
    const invoices = [];
    for (let i = 0; i < SENDS_PER_HOUR + 1; i += 1) invoices.push(await draftInvoice(member));
    // A refused email (here a To stranger) is no email sent, so it leaves the allowance whole.
    expect((await send(member, invoices[0]!.id, { to: ['stranger@elsewhere.example'] })).status).toBe(422);
    for (const invoice of invoices.slice(0, SENDS_PER_HOUR)) expect((await send(member, invoice.id, {})).status).toBe(200);

    const over = await send(member, invoices[SENDS_PER_HOUR]!.id, {});
    expect(over.status).toBe(429);
    const problem = problemSchema.parse(over.body);
    expect(problem.code).toBe('mail_send_limit');
    expect(problem.message).toMatch(new RegExp(`^An account can send at most ${SENDS_PER_HOUR} emails an hour, and this one has sent them\\. Please wait \\d+ (seconds|minutes) and try again\\.$`));
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await statusOf(member, invoices[SENDS_PER_HOUR]!.id)).toBe('draft');
    expect(await mailCount(member)).toBe(SENDS_PER_HOUR);

    // Marking sent without an email (the user shares the link) sends nothing, so it is not limited.
    const marked = await member.as(t.request().post(`/api/invoices/${invoices[SENDS_PER_HOUR]!.id}/send`));
    expect([marked.status, marked.body.status]).toEqual([200, 'sent']);
    const other = await signUp(t);
    expect((await send(other, (await draftInvoice(other)).id, {})).status).toBe(200);
  });
});

describe('line breaks in what becomes a mail header', () => {
  const INJECTED = 'Your invoice\r\nBcc: everyone@elsewhere.example';

  it('refuses CR or LF in the subject of a document email with 422 naming the field, storing nothing', async () => {
    const member = await signUp(t);
    const invoice = await draftInvoice(member);
    for (const subject of [INJECTED, 'Your invoice\nBcc: everyone@elsewhere.example', 'Your invoice\rBcc: everyone@elsewhere.example']) {
      const response = await send(member, invoice.id, { subject });
      expect(response.status).toBe(422);
      expect(problemSchema.parse(response.body)).toMatchObject({
        code: 'line_break',
        message: 'Subject must be on one line: remove the line break.',
        fields: { subject: ['Subject must be on one line: remove the line break.'] },
      });
    }
    expect(await statusOf(member, invoice.id)).toBe('draft');
    expect(await mailCount(member)).toBe(0);
  });

  it('keeps a line break in the message, which is the body and no header', async () => {
    const member = await signUp(t);
    const invoice = await draftInvoice(member);
    expect((await send(member, invoice.id, { message: 'Hello,\r\n\r\nHere it is.' })).status).toBe(200);
  });

  it('refuses CR or LF in the client\'s name and its contacts\' names, the names the send dialog offers', async () => {
    const member = await signUp(t);
    const name = await member.as(t.request().post('/api/clients')).send({ name: 'Acme\nBcc: everyone@elsewhere.example' });
    expect(name.status).toBe(422);
    expect(problemSchema.parse(name.body)).toMatchObject({ code: 'line_break', fields: { name: ['Name must be on one line: remove the line break.'] } });
    const contact = await member.as(t.request().post('/api/clients')).send({ name: 'Acme', contacts: [{ name: 'Ann\r\nPayable', email: 'ann@acme.example' }] });
    expect(contact.status).toBe(422);
    expect(problemSchema.parse(contact.body).fields).toEqual({ 'contacts.0.name': ['Contact name must be on one line: remove the line break.'] });
    expect((await member.as(t.request().get('/api/clients'))).body.total).toBe(0);
  });

  it('refuses CR or LF in the business name, which reminders put in their subject', async () => {
    const member = await signUp(t);
    const response = await member.as(t.request().put('/api/account/settings')).send({ businessName: 'Hammer & Sons\r\nBcc: everyone@elsewhere.example', currency: 'USD' });
    expect(response.status).toBe(422);
    expect(problemSchema.parse(response.body)).toMatchObject({ code: 'line_break', message: 'Business name must be on one line: remove the line break.' });
    expect((await member.as(t.request().get('/api/account/settings'))).body.businessName).not.toContain('Bcc');
  });

  it('refuses CR or LF in a template\'s email subject', async () => {
    const member = await signUp(t);
    const created = await member.as(t.request().post('/api/templates')).send({ design: 'clean' });
    const { id, logoUrl: _logo, defaultFor: _defaults, updatedAt: _at, ...settings } = created.body as Template;
    const emails = { ...settings.emails, invoice: { ...settings.emails.invoice, subject: INJECTED } };
    const response = await member.as(t.request().put(`/api/templates/${id}`)).send({ ...settings, emails });
    expect(response.status).toBe(422);
    expect(problemSchema.parse(response.body).fields).toEqual({ 'emails.invoice.subject': ['Email subject must be on one line: remove the line break.'] });
  });

  it('refuses CR or LF in the subject of an admin\'s reply to a contact message', async () => {
    const admin = await signInAdmin();
    const email = `${Math.random().toString(36).slice(2, 10)}@visitor.example`;
    expect((await t.request().post('/api/contact').send({ name: 'Dana Whitfield', email, subject: 'A question', message: 'Can a change order carry its own signature?' })).status).toBe(201);
    const message = (await admin.as(t.request().get('/api/admin/contacts')).query({ q: email })).body.items[0] as { id: string };
    const response = await admin.as(t.request().post(`/api/admin/contacts/${message.id}/reply`)).send({ subject: INJECTED, message: 'Yes.' });
    expect(response.status).toBe(422);
    expect(problemSchema.parse(response.body)).toMatchObject({ code: 'line_break', fields: { subject: ['Subject must be on one line: remove the line break.'] } });
    expect((await admin.as(t.request().get(`/api/admin/contacts/${message.id}`))).body.replies).toEqual([]);
  });
});
