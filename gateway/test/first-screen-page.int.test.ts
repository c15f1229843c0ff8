import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RENDERED_FIRST_SCREEN_ID, type Dashboard, type InvoiceList, type RenderedFirstScreen } from '@ledgerline/contracts';
import { addClient, addInvoice, SETUP_TIMEOUT_MS, signUp } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Ledgerline</title></head><body><div id="root"><div class="boot-app-main"><p>Checking authentication...</p></div></div></body></html>';
/** Stands in for the shell's render bundle: the figure it was handed, and a failure on cue. */
const RENDER_BUNDLE = `export function renderFirstScreen(rendered) {
  if (rendered.user.username.startsWith('breaks')) throw new Error('render failed');
  if (rendered.screen === 'invoices') return '<p>Invoices ' + rendered.invoices.items.map((row) => row.number).join(' ') + '</p>';
  return '<p>Outstanding ' + rendered.dashboard.outstanding.amount + '</p>';
}`;

const dataOf = (html: string): RenderedFirstScreen => {
  const match = new RegExp(`<script type="application/json" id="${RENDERED_FIRST_SCREEN_ID}">(.*?)</script>`).exec(html);
  if (match?.[1] === undefined) throw new Error('the page carries no rendered first screen');
  return JSON.parse(match[1]) as RenderedFirstScreen;
};

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-first-screen-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shell', 'dist-render'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'shell', 'dist-render', 'first-screen-render.mjs'), RENDER_BUNDLE);
  t = await startTestApp({ webRoot });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('/dashboard rendered by the gateway', () => {
  it("gives a signed-in user the page with their own figures drawn in, kept by no cache, and the same answers the API gives", async () => {
    const member = await signUp(t);
    // A client's name that would end a script element if it were not escaped.
    const clientId = await addClient(t, member, { name: 'Acme </script><script>alert(1)</script>' });
    const invoice = await addInvoice(t, member, clientId);
    expect((await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).status).toBe(200);
    const figures = (await member.as(t.request().get('/api/dashboard'))).body as Dashboard;
    expect(figures.outstanding.amount).toBeGreaterThan(0);

    const page = await member.as(t.request().get('/dashboard'));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.text).toMatch(/^<!doctype html><html data-boot-screen="dashboard">/);
    expect(page.text).toContain(`<div class="boot-app-main"><div class="boot-app-rendered"><p>Outstanding ${figures.outstanding.amount}</p></div><p>Checking authentication...</p>`);
    expect(page.text).not.toContain('<script>alert(1)');
    const rendered = dataOf(page.text);
    expect(rendered).toEqual({ screen: 'dashboard', user: expect.objectContaining({ username: member.username }), dashboard: figures });

    // The invoice list's first page, as the list asks for it with nothing in its address.
    const list = (await member.as(t.request().get('/api/invoices?sort=-issueDate&page=1&pageSize=20'))).body as InvoiceList;
    const rows = await member.as(t.request().get('/invoices'));
    expect(rows.headers['cache-control']).toBe('private, no-store');
    expect(rows.text).toContain(`<div class="boot-app-rendered"><p>Invoices ${invoice.number}</p></div>`);
    expect(dataOf(rows.text)).toEqual({ screen: 'invoices', user: expect.objectContaining({ username: member.username }), invoices: list });
    expect((await member.as(t.request().get('/invoices?status=draft'))).text).toBe(INDEX_HTML);
  });

  it('gives a visitor, an empty list, another address and a failed render the page as built', async () => {
    expect((await t.request().get('/dashboard')).text).toBe(INDEX_HTML);
    const member = await signUp(t);
    // No invoices yet: the list screen's own words, which only the app draws.
    expect((await member.as(t.request().get('/invoices'))).text).toBe(INDEX_HTML);
    expect((await member.as(t.request().get('/clients'))).text).toBe(INDEX_HTML);
    expect((await t.request().get('/dashboard').set('Cookie', 'sid=forged; sid.sig=forged')).text).toBe(INDEX_HTML);

    const breaks = await t.request().post('/api/register').send(newUser({ username: `breaks${Date.now()}` }));
    expect(breaks.status).toBe(201);
    const page = await t.request().get('/dashboard').set('Cookie', cookieHeader(breaks));
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
  });
});
