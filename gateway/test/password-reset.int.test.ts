import type { SqlEntityManager } from '@mikro-orm/sql';
import { mailListSchema, PASSWORD_RESET_REQUESTED_MESSAGE } from '@ledgerline/contracts';
import { HttpError } from '../src/http/http-error.ts';
import { PasswordResetToken } from '../src/modules/password-reset/password-reset-token.entity.ts';
import { confirmPasswordReset } from '../src/modules/password-reset/password-reset.service.ts';
import { resetTokenHash } from '../src/modules/password-reset/reset-token.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

/** Every line the gateway logs during this file. */
const logged: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logTo: { write: (line: string) => logged.push(line) } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const MINUTE = 60_000;

type Person = ReturnType<typeof newUser> & { cookie: string };

async function register(): Promise<Person> {
  const body = newUser();
  const response = await t.request().post('/api/register').send(body);
  expect(response.status).toBe(201);
  return { ...body, cookie: cookieHeader(response) };
}

const signIn = (person: Person, password: string) => t.request().post('/api/login').send({ username: person.username, password });
const askForReset = (identifier: string) => t.request().post('/api/password-reset').send({ identifier });
const confirm = (token: string, newPassword = NEW_PASSWORD) => t.request().post('/api/password-reset/confirm').send({ token, newPassword });

/** The reset emails in the person's outbox (Sent mail), newest first, read the way the person would. */
async function resetMails(person: Person, cookie = person.cookie) {
  const list = await t.request().get('/api/mail').set('Cookie', cookie);
  return mailListSchema.parse(list.body).items.filter((mail) => mail.documentKind === null);
}

/** The token of the newest reset link in the person's mailbox. */
async function latestToken(person: Person): Promise<string> {
  const [newest] = await resetMails(person);
  const full = await t.request().get(`/api/mail/${newest!.id}`).set('Cookie', person.cookie);
  const token = /reset-password\?token=([\w-]+)/.exec(full.body.text as string)?.[1];
  if (!token) throw new Error('no reset link in the email');
  return token;
}

describe('asking for a reset link', () => {
  it('answers the same whether or not the account exists, and emails only a real account', async () => {
    const person = await register();
    const known = await askForReset(person.email.toUpperCase());
    const unknown = await askForReset('nobody-here@example.com');
    const unknownName = await askForReset('no_such_user_42');
    for (const response of [known, unknown, unknownName]) {
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    }
    const [mail] = await resetMails(person);
    expect(mail).toMatchObject({ to: [person.email], subject: 'Reset your Ledgerline password', status: 'queued' });
  });

  it('finds the account by username too, and keeps only the hash of the token', async () => {
    const person = await register();
    expect((await askForReset(person.username)).status).toBe(202);
    const token = await latestToken(person);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await t.db.orm.em.fork().find(PasswordResetToken, { tokenHash: resetTokenHash(token) }, { filters: false });
    expect(rows).toHaveLength(1);
    const stored = await t.db.orm.em.fork().getConnection().execute<Record<string, unknown>[]>('select * from "password_reset_token"');
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends one account at most 3 links an hour', async () => {
    const person = await register();
    for (let i = 0; i < 3; i += 1) expect((await askForReset(person.username)).status).toBe(202);
    const refused = await askForReset(person.username);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Several reset links were already asked for this account\. Please wait \d+ minutes and try again\.$/);
  });
});

describe('using the link', () => {
  it('sets the new password, works once, and signs the user out everywhere', async () => {
    const person = await register();
    const otherDevice = cookieHeader(await signIn(person, person.password));
    await askForReset(person.email);
    const token = await latestToken(person);

    expect((await confirm(token)).status).toBe(204);

    expect((await t.request().get('/api/user').set('Cookie', person.cookie)).status).toBe(401);
    expect((await t.request().get('/api/user').set('Cookie', otherDevice)).status).toBe(401);
    expect((await signIn(person, person.password)).status).toBe(401);
    expect((await signIn(person, NEW_PASSWORD)).status).toBe(200);

    const again = await confirm(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect((await signIn(person, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token and a password the rules refuse', async () => {
    expect((await confirm('made-up-token-value')).status).toBe(400);
    const weak = await confirm('made-up-token-value', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.fields.newPassword).toEqual(['Password must be at least 8 characters.']);
  });

  it('replaces an earlier unused link with a newer one', async () => {
    const person = await register();
    await askForReset(person.username);
    const first = await latestToken(person);
    await askForReset(person.username);
    const second = await latestToken(person);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(204);
  });

  it('works for 30 minutes and not a moment longer', async () => {
    const person = await register();
    await askForReset(person.username);
    const token = await latestToken(person);
    const em = () => t.db.orm.em.fork() as SqlEntityManager;
    const asked = Date.now();

    await expect(confirmPasswordReset(em(), { token, newPassword: NEW_PASSWORD }, new Date(asked + 30 * MINUTE + 1000))).rejects.toThrow(HttpError);
    await confirmPasswordReset(em(), { token, newPassword: NEW_PASSWORD }, new Date(asked + 29 * MINUTE));
    expect((await signIn(person, NEW_PASSWORD)).status).toBe(200);
  });

  it('never writes a token to the log', async () => {
    const person = await register();
    await askForReset(person.username);
    const token = await latestToken(person);
    await t.request().get(`/reset-password?token=${token}`);
    await confirm(token);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(token);
  });
});
