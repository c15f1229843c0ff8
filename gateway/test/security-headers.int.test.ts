import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const BOOT_SCRIPT = 'document.documentElement.classList.add("boot")';
const pageWith = (script: string) =>
  `<!doctype html><title>Ledgerline</title><style>body{margin:0}</style><script>${script}</script><script defer src="/main.3f9a1c2b.js"></script><div id="root"></div>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let webRoot: string;
let remotesFile: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-csp-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), pageWith(BOOT_SCRIPT));
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'main.3f9a1c2b.js'), 'console.log(1);');
  remotesFile = path.join(webRoot, 'remotes.json');
  t = await startTestApp({ webRoot, env: { REMOTES_FILE: remotesFile } });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const policyOf = async (url: string) => (await t.request().get(url)).headers['content-security-policy'] as string;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('headers on every answer', () => {
  it.each(['/api/version', '/api/no-such-route', '/', '/view/invoice/abc', '/main.3f9a1c2b.js', '/missing.0a1b2c3d.js', '/healthz'])(
    '%s may not be sniffed or framed',
    async (url) => {
      const response = await t.request().get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('gives API answers and plain files a policy under which nothing runs', async () => {
    expect(await policyOf('/api/version')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await policyOf('/main.3f9a1c2b.js')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("the pages' Content-Security-Policy", () => {
  it.each(['/', '/index.html', '/dashboard', '/view/invoice/abc', '/sw.js'])('%s runs only its own scripts and the hashed inline one', async (url) => {
    const scripts = directive(await policyOf(url), 'script-src');
    expect(scripts).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256(BOOT_SCRIPT)}`);
  });

  it('keeps the same policy on a revalidated page, so a 304 never replaces it in the browser cache', async () => {
    const first = await t.request().get('/dashboard');
    const again = await t.request().get('/dashboard').set('If-Modified-Since', first.headers['last-modified'] as string);
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('follows a rebuilt index.html without a restart', async () => {
    const rebuilt = 'document.documentElement.classList.add("boot-sign-in")';
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), pageWith(rebuilt));
    try {
      expect(directive(await policyOf('/'), 'script-src')).toContain(sha256(rebuilt));
      expect(directive(await policyOf('/'), 'script-src')).not.toContain(sha256(BOOT_SCRIPT));
    } finally {
      writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), pageWith(BOOT_SCRIPT));
    }
  });

  it('lets scripts, styles and fetches come from the origin REMOTES_FILE moves a remote to, from the next page on', async () => {
    writeFileSync(remotesFile, JSON.stringify({ remotes: [{ name: 'invoices', entry: 'https://cdn.example.com/invoices/v2/mf-manifest.json' }] }));
    try {
      const policy = await policyOf('/invoices');
      for (const name of ['script-src', 'style-src', 'connect-src']) expect(directive(policy, name)).toContain('https://cdn.example.com');
      expect(directive(policy, 'script-src')).not.toContain('/invoices/v2');
    } finally {
      rmSync(remotesFile);
    }
    expect(await policyOf('/invoices')).not.toContain('cdn.example.com');
  });

  it('allows inline styles (antd writes its CSS at run time) but never inline or eval-ed scripts', async () => {
    const policy = await policyOf('/');
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });
});

describe('public link pages', () => {
  it.each(['/view/invoice/a-secret-token', '/view/estimate/a-secret-token', '/view/change-order/a-secret-token'])(
    '%s leaks no Referer, is not indexed and is not stored',
    async (url) => {
      const response = await t.request().get(url).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('leaves the other pages cacheable and indexable', async () => {
    const response = await t.request().get('/pricing');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});
