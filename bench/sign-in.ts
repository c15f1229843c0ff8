import { randomBytes } from 'node:crypto';

/** Through the pretend TLS proxy the bench gateways trust: their cookies are Secure. */
const HTTPS = { 'x-forwarded-proto': 'https', 'content-type': 'application/json' };

export type BenchUser = { username: string; password: string; cookie: string };

const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

/** Registers a new user (and with it a new account) and returns its session cookie. */
export async function registerUser(base: string): Promise<BenchUser> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const password = 'bench password 2026';
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: HTTPS,
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return { username, password, cookie: cookieOf(response) };
}

/** Signs in and returns the session cookie; `hint` says what to do when that fails. */
export async function signIn(base: string, credentials: { username: string; password: string }, hint = ''): Promise<string> {
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: HTTPS, body: JSON.stringify(credentials) });
  if (response.status !== 200) throw new Error(`sign-in as ${credentials.username} failed (${response.status})${hint}`);
  return cookieOf(response);
}
