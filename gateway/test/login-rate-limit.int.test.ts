import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { LOGIN_MAX_ATTEMPTS_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '6', LOGIN_WINDOW_SECONDS: '600' },
  });
});
afterAll(() => t.close());

const attempt = (username: string, password = 'wrong password') =>
  t.request().post('/api/login').send({ username, password });

describe('login rate limiting', () => {
  it('answers 429 with Retry-After once a username has used up its attempts, in any letter case', async () => {
    const user = newUser();
    await t.request().post('/api/register').send(user).expect(201);
    for (let i = 0; i < 3; i += 1) expect((await attempt(user.username)).status).toBe(401);

    const blocked = await attempt(user.username.toUpperCase(), user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(blocked.body).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/) });
  });

  it('limits the address across usernames', async () => {
    // 4 attempts were used above; the address allows 6 in the window.
    expect((await attempt('someone-else-1')).status).toBe(401);
    expect((await attempt('someone-else-2')).status).toBe(401);
    expect((await attempt('someone-else-3')).status).toBe(429);
  });
});
