import { problemSchema, subscriptionSchema, userSchema } from '@ledgerline/contracts';
import { Account } from '../src/modules/accounts/account.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

const LOGIN_FAILED = 'Invalid username or password.';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function register(body = newUser()) {
  const response = await t.request().post('/api/register').send(body);
  expect(response.status).toBe(201);
  return { body, response, cookie: cookieHeader(response) };
}

function expectProblem(response: { status: number; headers: Record<string, string>; body: unknown }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return problemSchema.parse(response.body);
}

describe('GET /api/user', () => {
  it('answers 401 problem+json when signed out', async () => {
    const problem = expectProblem(await t.request().get('/api/user'), 401);
    expect(problem).toMatchObject({ code: 'unauthenticated', message: 'You are not signed in.' });
  });

  it('answers 401 for a session id the database does not hold, and never adopts it', async () => {
    const { cookie } = await register();
    const madeUp = 'A'.repeat(43);
    const forged = cookie.replace(/sid=[^;]+/, `sid=${madeUp}`);
    expect((await t.request().get('/api/user').set('Cookie', forged)).status).toBe(401);
    const registered = await t.request().post('/api/register').set('Cookie', `sid=${madeUp}`).send(newUser());
    expect(registered.status).toBe(201);
    expect(cookieHeader(registered)).toMatch(/sid=/);
    expect(cookieHeader(registered)).not.toContain(madeUp);
  });

  it('answers 401 once the session has expired in the database', async () => {
    const { cookie } = await register();
    await t.db.orm.em.getConnection().execute(`update "session" set expires_at = now() - interval '1 minute'`);
    expect((await t.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('POST /api/register', () => {
  it('creates the user, signs them in and answers 201 with the user', async () => {
    const agent = t.agent();
    const body = newUser({ username: 'Ada.Lovelace-1' });
    const response = await agent.post('/api/register').send(body);
    expect(response.status).toBe(201);
    expect(userSchema.parse(response.body)).toEqual({
      id: expect.any(String),
      username: 'Ada.Lovelace-1',
      email: body.email,
      role: 'user',
    });
    const cookies = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/sid=[^;]+;.*httponly/i);
    expect(cookies).toMatch(/samesite=lax/i);
    expect(cookies).not.toMatch(/secure/i);
    expect((await agent.get('/api/user')).body).toEqual(response.body);
  });

  it('creates the business account with the user, on the free plan', async () => {
    const { response, cookie } = await register();
    const user = await t.db.orm.em.fork().findOneOrFail(User, response.body.id, { filters: false, populate: ['account'] });
    expect(user.account.getEntity().name).toBe(response.body.username);
    const subscription = await t.request().get('/api/subscription').set('Cookie', cookie);
    expect(subscriptionSchema.parse(subscription.body)).toMatchObject({ plan: { key: 'free' }, interval: null, state: 'active' });
  });

  it('ignores a role sent in the body', async () => {
    const { response, cookie } = await register(newUser({ role: 'admin' }));
    expect(response.body.role).toBe('user');
    expect((await t.request().get('/api/user').set('Cookie', cookie)).body.role).toBe('user');
  });

  it('answers 409 with `error` for a username taken in another letter case', async () => {
    const { body } = await register();
    const problem = expectProblem(
      await t.request().post('/api/register').send(newUser({ username: body.username.toUpperCase() })),
      409,
    );
    expect(problem).toMatchObject({ code: 'username_taken', error: 'That username is already taken.' });
    expect(problem.fields).toEqual({ username: ['That username is already taken.'] });
  });

  it('answers 409 for an email taken in another letter case, and creates no account', async () => {
    const { body } = await register();
    const accountsBefore = await t.db.orm.em.fork().count(Account);
    const problem = expectProblem(
      await t.request().post('/api/register').send(newUser({ email: body.email.toUpperCase() })),
      409,
    );
    expect(problem).toMatchObject({ code: 'email_taken', error: 'An account with that email address already exists.' });
    expect(await t.db.orm.em.fork().count(Account)).toBe(accountsBefore);
  });

  it.each([
    ['a username that is too short', { username: 'ab' }, 'username', 'Username must be at least 3 characters.'],
    ['a username with a space', { username: 'bad name' }, 'username', 'Username may contain only letters, digits, underscore, dot and hyphen.'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a 7-character password', { password: 'p'.repeat(7) }, 'password', 'Password must be at least 8 characters.'],
    ['a 257-character password', { password: 'p'.repeat(257) }, 'password', 'Password must be at most 256 characters.'],
    ['a missing password', { password: undefined }, 'password', 'Password is required.'],
  ])('answers 400 with `error` and `fields` for %s', async (_case, overrides, field, sentence) => {
    const problem = expectProblem(await t.request().post('/api/register').send(newUser(overrides)), 400);
    expect(problem).toMatchObject({ code: 'validation_failed', error: sentence, message: sentence });
    expect(problem.fields?.[field]).toEqual([sentence]);
  });

  it('answers 400 when the body is not an object', async () => {
    const response = await t.request().post('/api/register').set('Content-Type', 'application/json').send('[1,2]');
    expect(expectProblem(response, 400).message).toBe('The request body must be a JSON object.');
  });

  it('hashes the whole password with argon2id, never truncated', async () => {
    const password = `${'a'.repeat(100)}-tail`;
    const { body } = await register(newUser({ password }));
    const user = await t.db.orm.em.fork().findOneOrFail(User, { email: body.email }, { filters: false, populate: ['passwordHash'] });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const truncated = await t.request().post('/api/login').send({ username: body.username, password: 'a'.repeat(100) });
    expect(truncated.status).toBe(401);
    expect((await t.request().post('/api/login').send({ username: body.username, password })).status).toBe(200);
  });
});

describe('POST /api/login', () => {
  it('signs in with the username in any letter case and answers the user', async () => {
    const { body, response: registered } = await register();
    const agent = t.agent();
    const response = await agent.post('/api/login').send({ username: body.username.toUpperCase(), password: body.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(registered.body);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { body } = await register();
    const wrongPassword = expectProblem(
      await t.request().post('/api/login').send({ username: body.username, password: 'wrong password' }),
      401,
    );
    const unknownUser = expectProblem(
      await t.request().post('/api/login').send({ username: 'nobody-here', password: 'wrong password' }),
      401,
    );
    const { requestId: _a, ...first } = wrongPassword;
    const { requestId: _b, ...second } = unknownUser;
    expect(first).toEqual(second);
    expect(first).toMatchObject({ code: 'invalid_credentials', message: LOGIN_FAILED });
  });

  it('answers 400 for a body without credentials', async () => {
    const problem = expectProblem(await t.request().post('/api/login').send({}), 400);
    expect(problem.fields).toEqual({ username: ['Username is required.'], password: ['Password is required.'] });
  });

  it('answers 400 for a username longer than any can be (a 500 on PostgreSQL once)', async () => {
    const problem = expectProblem(await t.request().post('/api/login').send({ username: 'a'.repeat(256), password: 'whatever1' }), 400);
    expect(problem.fields).toEqual({ username: ['Username must be at most 32 characters.'] });
  });

  it('does not let a session id from before sign-in become a signed-in session (fixation)', async () => {
    const { body, cookie: planted } = await register();
    const response = await t.request().post('/api/login').set('Cookie', planted).send({ username: body.username, password: body.password });
    expect(response.status).toBe(200);
    const fresh = cookieHeader(response);
    expect(fresh).toMatch(/^sid=/);
    expect(fresh.split(';')[0]).not.toBe(planted.split(';')[0]);
    expect((await t.request().get('/api/user').set('Cookie', planted)).status).toBe(401);
    expect((await t.request().get('/api/user').set('Cookie', fresh)).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('answers 204 to a bodyless request without a content type and signs out', async () => {
    const { cookie } = await register();
    const response = await t.request().post('/api/logout').set('Cookie', cookie);
    expect(response.status).toBe(204);
    expect(response.headers['content-type']).toBeUndefined();
    expect((response.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(/sid=;.*expires=Thu, 01 Jan 1970/);
  });

  it('tells the browser to clear its caches and storage', async () => {
    const { cookie } = await register();
    const response = await t.request().post('/api/logout').set('Cookie', cookie);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
  });

  it('makes a copied cookie worthless afterwards', async () => {
    const { cookie: copied } = await register();
    expect((await t.request().get('/api/user').set('Cookie', copied)).status).toBe(200);
    await t.request().post('/api/logout').set('Cookie', copied).expect(204);
    const replay = await t.request().get('/api/user').set('Cookie', copied);
    expect(expectProblem(replay, 401).code).toBe('unauthenticated');
  });

  it('answers 204 when nobody is signed in', async () => {
    expect((await t.request().post('/api/logout')).status).toBe(204);
  });
});
