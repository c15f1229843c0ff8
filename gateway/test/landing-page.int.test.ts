import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Ledgerline</title><div id="root"></div>';
const LANDING_HTML = '<!doctype html><title>Ledgerline</title><h1>Estimates, change orders and invoices that stay connected</h1>';

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-landing-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(webRoot, 'remotes', 'public-views', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'remotes', 'public-views', 'dist', 'landing.html'), LANDING_HTML);
  t = await startTestApp({ webRoot });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('/ for a visitor and for a signed-in user', () => {
  it('gives a visitor the static landing page, revalidated, varying by cookie', async () => {
    const response = await t.request().get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.text).toBe(LANDING_HTML);
  });

  it('gives a signed-in user the app, which goes on to the dashboard', async () => {
    const registered = await t.request().post('/api/register').send(newUser());
    expect(registered.status).toBe(201);
    const response = await t.request().get('/').set('Cookie', cookieHeader(registered));
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('never answers / with 304, so a copy kept from before signing in or out is not reused', async () => {
    const first = await t.request().get('/');
    const again = await t.request().get('/').set('If-Modified-Since', first.headers['last-modified'] as string);
    expect(again.status).toBe(200);
  });

  it('treats a forged, ended or signed-out session as a visitor', async () => {
    expect((await t.request().get('/').set('Cookie', 'sid=forged; sid.sig=forged')).text).toBe(LANDING_HTML);
    const agent = t.agent();
    expect((await agent.post('/api/register').send(newUser())).status).toBe(201);
    expect((await agent.get('/')).text).toBe(INDEX_HTML);
    expect((await agent.post('/api/logout')).status).toBeLessThan(300);
    expect((await agent.get('/')).text).toBe(LANDING_HTML);
  });
});
