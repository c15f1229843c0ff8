/**
 * The calls a new user's first session makes, in the browser's order: sign up (which signs in), the
 * dashboard's calls, a first client, `invoices` invoices (each: the editor's settings, the save, the
 * list it returns to), the last one opened, edited and saved, then sign out and sign in again.
 * One script for the benches that time it (first-session.bench.ts) and count its statements
 * (statements-per-request.ts), so both measure the same session.
 */
import { randomBytes } from 'node:crypto';

export type Answer = { status: number; body: Record<string, unknown> };
/** Makes one call, keeping the session cookie; `route` names it in a report; throws on an unexpected status. */
export type Call = (method: string, route: string, address: string, body?: unknown, expected?: number[]) => Promise<Answer>;

const invoiceInput = (clientId: string, n: number) => ({
  clientId,
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  currency: 'USD',
  lines: [
    { description: `Framing labour, stage ${n}`, quantity: '10', unitPrice: 4500, unit: 'h', taxes: [{ id: 'tax', name: 'Sales tax', rate: '8.875' }] },
    { description: 'Lumber', quantity: '1', unitPrice: 120000 },
  ],
});

const LIST = '/api/invoices?page=1&pageSize=20&sort=-issueDate';
const DASHBOARD_CALLS = ['/api/user', '/api/remotes', '/api/version', '/api/subscription/status', '/api/notifications', '/api/dashboard', '/api/dashboard/chart'];

export async function firstSession(call: Call, invoices: number): Promise<void> {
  const username = `first_${randomBytes(4).toString('hex')}`;
  const credentials = { username, password: 'first session 2026' };
  await call('POST', '/api/register', '/api/register', { ...credentials, email: `${username}@example.com` }, [201]);
  for (const route of DASHBOARD_CALLS) await call('GET', route, route);
  const client = await call('POST', '/api/clients', '/api/clients', { name: 'Acme Building Co', company: 'Acme', email: 'ap@acme.example' }, [201]);
  const clientId = client.body.id as string;
  let last: Answer | undefined;
  for (let n = 1; n <= invoices; n += 1) {
    await call('GET', '/api/account/settings', '/api/account/settings');
    last = await call('POST', '/api/invoices', '/api/invoices', invoiceInput(clientId, n), [201]);
    await call('GET', '/api/invoices (list)', LIST);
  }
  const id = last?.body.id as string;
  const opened = await call('GET', '/api/invoices/:id', `/api/invoices/${id}`);
  await call('PUT', '/api/invoices/:id', `/api/invoices/${id}`, { ...invoiceInput(clientId, 99), notes: 'Thanks!', version: opened.body.version });
  await call('GET', '/api/invoices (list)', LIST);
  await call('POST', '/api/logout', '/api/logout', undefined, [204]);
  await call('POST', '/api/login', '/api/login', credentials);
}
