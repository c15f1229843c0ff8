import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

/** What may be served: the shell, a remote's bundle and a release, each with a file in a subfolder. */
const SERVABLE: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>Ledgerline</title><div id="root"></div>',
  'shell/dist/main.3f9a1c2b.js': 'export const shell = 1;',
  'shell/dist/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'remotes/public-views/dist/landing.html': '<!doctype html><title>Ledgerline</title><h1>Landing</h1>',
  'remotes/invoices/dist/remoteEntry.js': 'var invoices = {};',
  'remotes/invoices/dist/chunks/list.0a1b2c3d.js': 'export const list = 1;',
  'releases/invoices/1.0.0/remoteEntry.js': 'var invoicesRelease = {};',
};
/** What must never be served: beside or above those folders, or in a dot folder. */
const UNSERVABLE: Record<string, string> = {
  'package.json': '{"secret":"web root"}',
  'remotes/invoices/package.json': '{"secret":"remote source"}',
  'remotes/invoices/dist/.env': 'SECRET=dot file',
  'releases/invoices/.building-1.1.0/remoteEntry.js': 'secret: half-written release',
  'releases/clients/1.0.0/remoteEntry.js': 'secret: another remote\'s release',
};
const INDEX_HTML = SERVABLE['shell/dist/index.html'];
const SERVED_BODIES = new Set(Object.values(SERVABLE));

type Answer = { status: number; contentType: string; body: string; headers: Record<string, string | string[] | undefined> };

let folder: string;
let t: TestApp;
let signedIn: string;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'gateway-static-paths-'));
  for (const [relative, content] of Object.entries({ ...SERVABLE, ...UNSERVABLE })) {
    mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
    writeFileSync(path.join(folder, relative), content);
  }
  t = await startTestApp({ webRoot: folder, env: { REMOTE_RELEASES_DIR: path.join(folder, 'releases') } });
  signedIn = cookieHeader(await t.request().post('/api/register').send(newUser()));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Sends `target` byte for byte: supertest's URL parsing would resolve dot segments and re-encode. */
function ask(method: 'GET' | 'HEAD', target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${t.origin}/`, { method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          headers: response.headers,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const VISITORS = [
  ['a visitor', () => ({}), SERVABLE['remotes/public-views/dist/landing.html']],
  ['a signed-in user', () => ({ Cookie: signedIn }), INDEX_HTML],
] as const;

/** Addresses under /remotes that name no file: a folder's own address, or a NUL. */
const NO_FILE_UNDER_REMOTES = [
  '/remotes',
  '/remotes/',
  '/remotes/invoices',
  '/remotes/invoices/',
  '/remotes/invoices/%00',
  '/remotes/invoices/chunks/',
  '/remotes/invoices/releases',
  '/remotes/invoices/releases/',
  '/remotes/invoices/releases/1.0.0',
  '/remotes/invoices/releases/1.0.0/',
];
const MISSING_REMOTE_FILES = ['/remotes/invoices/missing.4d5e6f7a.js', '/remotes/invoices/releases/1.0.0/missing.js', '/remotes/invoices/some/page', '/remotes/payroll/remoteEntry.js'];
/** Dot segments and a broken escape: no file below the shell, and not file-like, so the SPA fallback answers. */
const NO_FILE_BELOW_SHELL = ['/%2e%2e/', '/%2e%2e/%2e%2e/', '/.%2e/package.json/', '/%E0%A4%A/'];

describe.each(VISITORS)('for %s', (_who, headersOf, home) => {
  it('answers / with their own page', async () => {
    expect((await ask('GET', '/', headersOf())).body).toBe(home);
  });

  it.each(NO_FILE_UNDER_REMOTES)('answers %s with 404, GET and HEAD', async (target) => {
    expect((await ask('GET', target, headersOf())).status).toBe(404);
    expect((await ask('HEAD', target, headersOf())).status).toBe(404);
  });

  it.each(MISSING_REMOTE_FILES)('answers the missing remote file %s with a 404 problem, not the app page', async (target) => {
    const answer = await ask('GET', target, headersOf());
    expect(answer.status).toBe(404);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
  });

  it.each(NO_FILE_BELOW_SHELL)('answers %s with the app page, not a file above the shell', async (target) => {
    const answer = await ask('GET', target, headersOf());
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(INDEX_HTML);
  });
});

/** A path segment as a client might send it: names that exist, dot and slash tricks, broken escapes, junk. */
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e', '%2E%2e', '.%2e', '%2f', '%2F..%2F', '%5c..%5c', '%00', '%', '%e0', '%zz', '~', 'C:', 'index.html', 'landing.html'),
  fc.constantFrom('releases', '1.0.0', '.building-1.1.0', '%2ebuilding-1.1.0', 'chunks', 'assets', 'remoteEntry.js', 'list.0a1b2c3d.js', '.env', 'package.json', 'dist'),
  fc.string({ unit: fc.constantFrom(...'aZ09.-_~%/\\:;@!$&\'()*+,=?#[]'.split('')), maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
  fc.integer({ min: 200, max: 3000 }).map((length) => 'n'.repeat(length)),
);
const prefix = fc.constantFrom('/', '/remotes', '/remotes/', '/remotes/invoices/', '/remotes/invoices/releases/', '/remotes/invoices/releases/1.0.0/', '/remotes/clients/', '/remotes/public-views/', '/assets/');
const servedUrl = fc.constantFrom('/index.html', '/main.3f9a1c2b.js', '/assets/logo.svg', '/remotes/public-views/landing.html', '/remotes/invoices/remoteEntry.js', '/remotes/invoices/chunks/list.0a1b2c3d.js', '/remotes/invoices/releases/1.0.0/remoteEntry.js');
const staticPath = fc.oneof(
  fc.tuple(prefix, fc.array(segment, { maxLength: 4 })).map(([start, segments]) => start + segments.join('/')),
  fc.tuple(servedUrl, fc.constantFrom('', '/', '//', '%00', '%2f', '/..', '/.', '.br', '.gz', '~', '%20')).map(([url, ending]) => url + ending),
);
const requestHeaders = fc.record(
  {
    Cookie: fc.constantFrom('', 'sid=forged; sid.sig=forged', 'sid=%E0; sid.sig=='),
    'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'not a date'),
    'Accept-Encoding': fc.constantFrom('br, gzip', 'identity'),
  },
  { requiredKeys: [] },
);

/** Targets Node accepts but no path can be read from: a user, no host, then a fragment. */
const PATHLESS_TARGETS = ['//a@#', '//a@#x', '//b@#/c'];

describe('any GET or HEAD outside /api', () => {
  it.each(PATHLESS_TARGETS)('answers %s with 404 and the security headers', async (target) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await ask(method, target);
      expect(answer.status).toBe(404);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a file that may be served, the app page, or 404; never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), staticPath, requestHeaders, fc.boolean(), async (method, target, headers, withSession) => {
        const answer = await ask(method, target, withSession ? { ...headers, Cookie: signedIn } : headers);
        expect([200, 304, 404]).toContain(answer.status);
        if (method === 'GET' && answer.status === 200) expect(SERVED_BODIES).toContain(answer.body);
      }),
      // About a second of requests: enough to reach every prefix with every kind of segment.
      { numRuns: 1000 },
    );
  });
});
