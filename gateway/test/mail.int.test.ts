import { documentEmailDraftSchema, documentEmailPreviewSchema, mailListSchema, mailMessageSchema, type MailMessage } from '@ledgerline/contracts';
import { planRules } from '../src/modules/billing/plan-rules.ts';
import { documentPdfRenderer } from '../src/modules/document-pdf/render-document-pdf.ts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { addEstimate } from './support/estimates.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const FAST_RETRIES = { maxAttempts: 3, firstRetrySeconds: 1, claimSeconds: 30 };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink((address, attempt) => {
    if (address.startsWith('gone@')) return { code: 550, message: '5.1.1 Mailbox unavailable' };
    if (address.startsWith('busy@')) return { code: 451, message: '4.3.0 Try again later' };
    if (address.startsWith('flaky@') && attempt === 0) return { code: 421, message: '4.7.0 Slow down' };
    return null;
  });
  t = await startTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Ledgerline <billing@ledgerline.example>' }, background: { renderPdf: documentPdfRenderer(planRules({ enabled: true })), policy: FAST_RETRIES } });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await sink.close();
});

const CONTACTS = [
  { name: 'Ann Payable', email: 'ann@acme.example' },
  { name: 'Gone', email: 'gone@acme.example' },
  { name: 'Busy', email: 'busy@acme.example' },
  { name: 'Flaky', email: 'flaky@acme.example' },
];

async function invoiceFor(member: Member, clientName = 'Acme Building Co') {
  const clientId = await addClient(t, member, { name: clientName, contacts: CONTACTS });
  return addInvoice(t, member, clientId);
}

const mail = async (member: Member, id: string): Promise<MailMessage> => {
  const response = await member.as(t.request().get(`/api/mail/${id}`));
  expect(response.status).toBe(200);
  return mailMessageSchema.parse(response.body);
};

/** Waits for the worker to settle a message (it polls every 0.5 s); answers the message then. */
async function settled(member: Member, id: string, status: MailMessage['status']): Promise<MailMessage> {
  for (;;) {
    const message = await mail(member, id);
    if (message.status === status) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newestMailId(member: Member): Promise<string> {
  const response = await member.as(t.request().get('/api/mail'));
  return mailListSchema.parse(response.body).items[0]!.id;
}

describe('sending an invoice by email', () => {
  it('prefills the dialog from the template with the client\'s addresses', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    const response = await member.as(t.request().get(`/api/invoices/${invoice.id}/email`));
    expect(response.status).toBe(200);
    const draft = documentEmailDraftSchema.parse(response.body);
    expect(draft.recipients.map((r) => r.email)).toEqual(['ap@acme.example', ...CONTACTS.map((c) => c.email)]);
    expect(draft.subject).toMatch(new RegExp(`^Invoice ${invoice.number} from `));
    expect(draft.message).toContain('Hello Acme Building Co,');
    expect(draft.canAttachPdf).toBe(true);
    expect(draft.latest).toBeNull();
  });

  it("sends a new invoice's first email with its real link in both parts, never the dialog's stand-in", async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    const draft = documentEmailDraftSchema.parse((await member.as(t.request().get(`/api/invoices/${invoice.id}/email`))).body);
    expect(draft.message).toContain(`${t.origin}/p/…`);
    const before = sink.received.length;
    const sent = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['ann@acme.example'], subject: draft.subject, message: draft.message, attachPdf: false });
    expect(sent.status).toBe(200);
    await settled(member, await newestMailId(member), 'delivered');
    await sink.arrived(before + 1);
    // What the client's mail server received.
    const message = sink.received[before]!;
    for (const part of [message.text, message.html]) {
      expect(part).toContain(sent.body.publicUrl);
      expect(part).not.toContain('/p/…');
    }
  });

  it('marks it sent, stores the message in the same request and delivers exactly one to the SMTP server', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member, '<b>x</b>');
    const before = sink.received.length;
    const sentAt = Date.now();
    const response = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({
      to: ['ann@acme.example', 'ap@acme.example'],
      cc: ['boss@builder.example'],
      subject: `Invoice ${invoice.number}`,
      message: 'Hello <b>x</b>,\n\nHere it is.',
      attachPdf: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('sent');
    const id = await newestMailId(member);
    const delivered = await settled(member, id, 'delivered');
    const latencyMs = Date.now() - sentAt;
    await sink.arrived(before + 1);
    const arrived = sink.received.slice(before);
    expect(arrived).toHaveLength(1);
    const [message] = arrived;
    expect(message!.subject).toBe(`Invoice ${invoice.number}`);
    expect(message!.messageId).toBe(`<${id}@ledgerline>`);
    expect([message!.to].flat().flatMap((a) => a!.value.map((v) => v.address))).toEqual(['ann@acme.example', 'ap@acme.example']);
    expect([message!.cc].flat().flatMap((a) => a!.value.map((v) => v.address))).toEqual(['boss@builder.example']);
    // The attachment is the document's PDF, the same bytes as its download.
    const download = await member.as(t.request().get(`/api/invoices/${invoice.id}/pdf`)).buffer(true);
    const pdfBytes = Buffer.from(download.body as Buffer);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(message!.attachments).toHaveLength(1);
    const [file] = message!.attachments;
    expect([file!.contentType, file!.content.equals(pdfBytes)]).toEqual(['application/pdf', true]);
    expect(message!.html).toContain('Hello &lt;b&gt;x&lt;/b&gt;,');
    expect(message!.text).toContain('Hello <b>x</b>,');
    expect(delivered).toMatchObject({ attempts: 1, error: null, attachments: [{ filename: file!.filename, size: pdfBytes.length }] });
    expect(file!.filename).toMatch(new RegExp(`${invoice.number}.*\\.pdf$`));
    expect(delivered.lastResponse).toMatch(/^250 /);
    expect((await member.as(t.request().post(`/api/mail/${id}/retry`))).status).toBe(409);
    process.stdout.write(`mail delivery latency (${t.db.kind}): ${latencyMs} ms from send request to delivered\n`);

    const attachment = await member.as(t.request().get(`/api/mail/${id}/attachments/${delivered.attachments[0]!.id}`)).buffer(true);
    expect(attachment.status).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(attachment.body as Buffer).equals(pdfBytes)).toBe(true);

    const activity = await member.as(t.request().get(`/api/invoices/${invoice.id}`));
    const summaries = (activity.body.activity as { summary: string }[]).map((event) => event.summary);
    expect(summaries).toContain(`Emailed invoice ${invoice.number} to ann@acme.example, ap@acme.example (cc boss@builder.example)`);
  }, 30_000);

  it('keeps the no-body send: marked sent, no email', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    const response = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`));
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('sent');
    expect(mailListSchema.parse((await member.as(t.request().get('/api/mail'))).body).items).toEqual([]);
  });

  it('refuses a To address that is not the client\'s, and bad input, without marking the document sent', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    const stranger = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['someone@else.example'], subject: 'S', message: 'M' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toMatch(/someone@else.example is not an address of this client/);
    const bad = await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: [], subject: '', message: 'M' });
    expect(bad.status).toBe(400);
    expect((await member.as(t.request().get(`/api/invoices/${invoice.id}`))).body.status).toBe('draft');
  });

  it('fails a bounced message at once with the SMTP answer, shows it on the document, and sends it again on retry', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['gone@acme.example'], subject: 'S', message: 'M', attachPdf: false });
    const id = await newestMailId(member);
    const failed = await settled(member, id, 'failed');
    expect(failed).toMatchObject({ attempts: 1, lastResponse: expect.stringMatching(/^550 .*Mailbox unavailable/) });
    const draft = documentEmailDraftSchema.parse((await member.as(t.request().get(`/api/invoices/${invoice.id}/email`))).body);
    expect(draft.latest).toMatchObject({ id, status: 'failed', error: expect.stringContaining('Mailbox unavailable') });

    const offersBefore = sink.offers('gone@acme.example');
    const retry = await member.as(t.request().post(`/api/mail/${id}/retry`));
    expect(retry.status).toBe(200);
    expect(mailMessageSchema.parse(retry.body).status).not.toBe('failed');
    await settled(member, id, 'failed');
    expect(sink.offers('gone@acme.example')).toBe(offersBefore + 1);
  }, 30_000);

  it('retries a temporary refusal with backoff, then marks it failed when the attempts are spent', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['busy@acme.example'], subject: 'S', message: 'M', attachPdf: false });
    const failed = await settled(member, await newestMailId(member), 'failed');
    expect(failed).toMatchObject({ attempts: 3, lastResponse: expect.stringMatching(/^451 /) });
    expect(sink.offers('busy@acme.example')).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('delivers on the second attempt after one temporary refusal', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member);
    const before = sink.received.length;
    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['flaky@acme.example'], subject: 'Flaky', message: 'M', attachPdf: false });
    const delivered = await settled(member, await newestMailId(member), 'delivered');
    expect(delivered.attempts).toBe(2);
    expect(sink.received.slice(before).filter((m) => m.subject === 'Flaky')).toHaveLength(1);
  }, 30_000);

  it('sends an estimate the same way', async () => {
    const member = await signUp(t);
    const clientId = await addClient(t, member, { contacts: CONTACTS });
    const estimate = await addEstimate(t, member, clientId);
    const response = await member.as(t.request().post(`/api/estimates/${estimate.id}/send`)).send({ to: ['ann@acme.example'], subject: 'Estimate', message: 'M', attachPdf: false });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('sent');
    expect((await settled(member, await newestMailId(member), 'delivered')).documentKind).toBe('estimate');
  }, 30_000);

  it('previews the message exactly as it then goes out, sending nothing itself', async () => {
    const member = await signUp(t);
    const invoice = await invoiceFor(member, '<b>x</b>');
    const message = 'Hello <b>x</b>,\n\nHere it is.';
    const preview = async () => member.as(t.request().post(`/api/invoices/${invoice.id}/email-preview`)).send({ message });
    const draft = await preview();
    expect(draft.status).toBe(200);
    expect(documentEmailPreviewSchema.parse(draft.body)).toMatchObject({ from: 'Ledgerline <billing@ledgerline.example>', attachmentName: `Invoice-${invoice.number}.pdf` });
    expect(draft.body.html).toContain('Hello &lt;b&gt;x&lt;/b&gt;,');
    expect(mailListSchema.parse((await member.as(t.request().get('/api/mail'))).body).total).toBe(0);

    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`));
    const before = await preview();
    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['ann@acme.example'], subject: 'S', message, attachPdf: false });
    const sent = await mail(member, await newestMailId(member));
    expect([sent.html, sent.text]).toEqual([before.body.html, before.body.text]);

    const empty = await member.as(t.request().post(`/api/invoices/${invoice.id}/email-preview`)).send({ message: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Message');
    expect((await (await signUp(t)).as(t.request().post(`/api/invoices/${invoice.id}/email-preview`)).send({ message })).status).toBe(404);
  });

  it('answers 404 for another account\'s message, attachment and document', async () => {
    const owner = await signUp(t);
    const invoice = await invoiceFor(owner);
    await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send({ to: ['ann@acme.example'], subject: 'S', message: 'M', attachPdf: false });
    const id = await newestMailId(owner);
    const other = await signUp(t);
    expect((await other.as(t.request().get(`/api/mail/${id}`))).status).toBe(404);
    expect((await other.as(t.request().post(`/api/mail/${id}/retry`))).status).toBe(404);
    expect((await other.as(t.request().get(`/api/invoices/${invoice.id}/email`))).status).toBe(404);
    expect(mailListSchema.parse((await other.as(t.request().get('/api/mail'))).body).total).toBe(0);
  });
});
