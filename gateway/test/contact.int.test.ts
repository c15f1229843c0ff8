import { contactReceiptSchema } from '@ledgerline/contracts';
import { listContactMessages } from '../src/modules/contact/contact.service.ts';
import { SETUP_TIMEOUT_MS, signUp } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The client address comes from X-Forwarded-For, so each test uses addresses of its own.
  t = await startTestApp({ env: { TRUST_PROXY: 'true', CONTACT_MESSAGES_PER_HOUR: '3' } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let sent = 0;
/** A valid message with an email no other test uses. */
function message(overrides: Record<string, unknown> = {}) {
  sent += 1;
  return { name: 'Dana Whitfield', email: `dana${sent}@whitfield.example`, subject: 'Question about change orders', message: 'Can a change order carry its own signature?', ...overrides };
}

const contact = (from: string, body: unknown) => t.request().post('/api/contact').set('X-Forwarded-For', from).send(body as object);

async function storedFrom(email: string) {
  const { items } = await listContactMessages(t.db.orm.em.fork(), 1, 100);
  return items.filter((item) => item.email === email);
}

describe('POST /api/contact', () => {
  it('keeps a visitor\'s message for the admin area and thanks them', async () => {
    const body = message();
    const response = await contact('198.51.100.1', body);
    expect(response.status).toBe(201);
    expect(contactReceiptSchema.parse(response.body)).toEqual({ received: true });
    expect(await storedFrom(body.email)).toEqual([
      expect.objectContaining({ name: body.name, subject: body.subject, message: body.message, userId: null }),
    ]);
  });

  it('records which user wrote it when signed in', async () => {
    const member = await signUp(t);
    const body = message();
    expect((await member.as(contact('198.51.100.2', body))).status).toBe(201);
    const [stored] = await storedFrom(body.email);
    expect(stored?.userId).toEqual(expect.any(String));
  });

  it('refuses a message with missing or malformed fields, saying which', async () => {
    const response = await contact('198.51.100.3', { email: 'not-an-address', message: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: ['Name is required.'],
      email: ['Enter a valid email address.'],
      subject: ['Subject is required.'],
      message: ['Write a message of at least 10 characters.'],
    });
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const body = message({ website: 'https://spam.example' });
    const response = await contact('198.51.100.4', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ received: true });
    expect(await storedFrom(body.email)).toEqual([]);
  });

  it('takes 3 messages an hour from one address, then answers 429 with a sentence', async () => {
    for (let i = 0; i < 3; i += 1) expect((await contact('198.51.100.5', message())).status).toBe(201);
    const refused = message();
    const response = await contact('198.51.100.5', refused);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('You have sent several messages in the last hour, and we have them all. Please wait 60 minutes and try again.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await storedFrom(refused.email)).toEqual([]);
    expect((await contact('198.51.100.6', message())).status).toBe(201);
  });

  it('takes 3 messages an hour from one email address, whatever network they come from', async () => {
    const email = 'persistent@sender.example';
    for (const from of ['198.51.100.7', '198.51.100.8', '198.51.100.9']) expect((await contact(from, message({ email }))).status).toBe(201);
    expect((await contact('198.51.100.10', message({ email: 'Persistent@Sender.example' }))).status).toBe(429);
    expect(await storedFrom(email)).toHaveLength(3);
  });
});
