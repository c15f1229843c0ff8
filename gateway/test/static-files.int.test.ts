import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><title>Ledgerline</title><div id="root"></div>';
/** Big enough to pass the compression threshold. */
const CHUNK_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;

function file(root: string, relative: string, content: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  file(webRoot, 'shell/dist/index.html', INDEX_HTML);
  file(webRoot, 'shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  file(webRoot, 'shell/dist/main.3f9a1c2b.js', CHUNK_JS);
  file(webRoot, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  file(webRoot, 'remotes/invoices/dist/mf-manifest.json', '{"name":"invoices"}');
  file(webRoot, 'remotes/invoices/dist/remoteEntry.js', 'var invoices = {};');
  file(webRoot, 'remotes/invoices/dist/__federation_expose_list.0a1b2c3d4e.js', CHUNK_JS);
  file(webRoot, 'package.json', '{"secret":true}');
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the shell', () => {
  it.each(['/', '/index.html'])('serves %s revalidated on every load', async (url) => {
    const response = await t.request().get(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it('serves the service worker no-cache', async () => {
    expect((await t.request().get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed chunks immutable for a year, compressed', async () => {
    const response = await t.request().get('/main.3f9a1c2b.js').set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toBe(CHUNK_JS);
    const gzip = await t.request().get('/main.3f9a1c2b.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await t.request().get('/favicon.svg');
    const again = await t.request().get('/favicon.svg').set('If-Modified-Since', first.headers['last-modified'] as string);
    expect(again.status).toBe(304);
  });

  it.each(['/dashboard', '/invoices/edit/42', '/pricing'])('answers the app route %s with index.html (SPA fallback)', async (url) => {
    const response = await t.request().get(url).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(INDEX_HTML);
  });

  it('answers a missing file with 404, not the app page', async () => {
    const response = await t.request().get('/assets/missing.4d5e6f7a.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<!doctype html>');
  });

  it.each(['/%2e%2e/package.json', '/..%2fpackage.json', '/remotes/invoices/..%2f..%2f..%2fpackage.json'])(
    'does not serve files outside the dist folders (%s)',
    async (url) => {
      const response = await t.request().get(url);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('secret');
    },
  );
});

describe('serving remote bundles', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js'])('serves %s no-cache', async (name) => {
    const response = await t.request().get(`/remotes/invoices/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed remote chunks immutable', async () => {
    const response = await t.request().get('/remotes/invoices/__federation_expose_list.0a1b2c3d4e.js');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for an unknown remote or a remote that is not built', async () => {
    expect((await t.request().get('/remotes/payroll/remoteEntry.js')).status).toBe(404);
    expect((await t.request().get('/remotes/clients/remoteEntry.js')).status).toBe(404);
  });
});

describe('before the front end is built', () => {
  it('still answers the API, and answers pages with a plain 503 that says what to do', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'gateway-unbuilt-'));
    const unbuilt = await startTestApp({ webRoot: empty });
    try {
      expect((await unbuilt.request().get('/api/version')).status).toBe(200);
      const page = await unbuilt.request().get('/dashboard');
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.text).toBe('The app has not been built yet. Run npm run build.');
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
