import { newUser, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } });
});
afterAll(() => t.close());

describe('session cookie in production', () => {
  it('is Secure even when a TLS proxy in front was not declared, instead of failing the sign-in', async () => {
    const response = await t.request().post('/api/register').send(newUser());
    expect(response.status).toBe(201);
    const cookies = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/sid=[^;]+;.*secure/i);
    expect(cookies).toMatch(/httponly/i);
  });
});
