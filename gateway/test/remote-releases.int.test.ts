import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteReleases } from '../src/cli/remote-releases.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FIRST = '0.1.0-20260101-090000';
const SECOND = '0.1.0-20260102-090000';
const DEFAULT_ENTRY = '/remotes/clients/mf-manifest.json';
const entryOf = (version: string) => `/remotes/clients/releases/${version}/mf-manifest.json`;

function file(root: string, relative: string, content: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

let folder: string;
let env: NodeJS.ProcessEnv;
let t: TestApp;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
  file(folder, 'web/remotes/clients/dist/mf-manifest.json', '{"name":"clients","build":"default"}');
  for (const version of [FIRST, SECOND]) {
    file(folder, `releases/clients/${version}/mf-manifest.json`, `{"name":"clients","build":"${version}"}`);
    file(folder, `releases/clients/${version}/remoteEntry.js`, 'var clients = {};');
    file(folder, `releases/clients/${version}/__federation_expose_ClientList.0a1b2c3d.js`, 'export {};');
  }
  file(folder, 'releases/clients/.building-0.1.0-20260103-090000/mf-manifest.json', '{"half":"written"}');
  env = { REMOTES_FILE: path.join(folder, 'state', 'remotes.json'), REMOTE_RELEASES_DIR: path.join(folder, 'releases') };
  t = await startTestApp({ webRoot: path.join(folder, 'web'), env });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs one release command as `npm run <command>:remote -- …` would; returns its exit code and what it printed. */
async function command(...argv: string[]) {
  const lines: string[] = [];
  const code = await remoteReleases(argv, env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function servedEntry(): Promise<string> {
  const response = await t.request().get('/api/remotes');
  return (response.body.remotes as { name: string; entry: string }[]).find((remote) => remote.name === 'clients')?.entry ?? '';
}

describe('serving released builds', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js'])('serves a release\'s %s, revalidated on every load', async (name) => {
    const response = await t.request().get(`/remotes/clients/releases/${FIRST}/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves its hashed chunks immutable', async () => {
    const response = await t.request().get(`/remotes/clients/releases/${FIRST}/__federation_expose_ClientList.0a1b2c3d.js`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    '/remotes/clients/releases/0.9.9-20260101-000000/mf-manifest.json',
    '/remotes/clients/releases/.building-0.1.0-20260103-090000/mf-manifest.json',
    '/remotes/payroll/releases/0.1.0-20260101-090000/mf-manifest.json',
  ])('answers 404 for %s', async (url) => {
    expect((await t.request().get(url)).status).toBe(404);
  });

  it('serves nothing outside the releases folder', async () => {
    const response = await t.request().get(`/remotes/clients/releases/${FIRST}/..%2f..%2f..%2fweb%2fremotes%2fclients%2fdist%2fmf-manifest.json`);
    expect([400, 403, 404]).toContain(response.status);
    expect(response.text).not.toContain('"build":"default"');
  });
});

describe('promote and roll back', () => {
  it('moves users to a release and back, one promotion at a time, without a restart', async () => {
    expect(await servedEntry()).toBe(DEFAULT_ENTRY);

    expect(await command('promote', 'clients', FIRST)).toEqual({ code: 0, output: `clients now loads from ${entryOf(FIRST)}.` });
    expect(await servedEntry()).toBe(entryOf(FIRST));
    expect((await command('promote', 'clients', SECOND)).code).toBe(0);
    expect(await servedEntry()).toBe(entryOf(SECOND));

    expect(await command('rollback', 'clients')).toEqual({ code: 0, output: `clients now loads from ${entryOf(FIRST)} (release ${FIRST}).` });
    expect(await servedEntry()).toBe(entryOf(FIRST));
    expect(await command('rollback', 'clients')).toEqual({ code: 0, output: 'clients now loads from its default build.' });
    expect(await servedEntry()).toBe(DEFAULT_ENTRY);

    const nothingLeft = await command('rollback', 'clients');
    expect(nothingLeft.code).toBe(1);
    expect(nothingLeft.output).toMatch(/^clients has no earlier promotion to roll back to\./);
  });

  it('leaves the other remotes, and entries written by hand, as they were', async () => {
    writeFileSync(env.REMOTES_FILE as string, JSON.stringify({ remotes: [{ name: 'invoices', entry: 'https://cdn.example.com/invoices/mf-manifest.json' }] }));
    expect((await command('promote', 'public-views', FIRST)).code).toBe(1);
    expect((await command('promote', 'clients', FIRST)).code).toBe(0);
    expect((await command('rollback', 'clients')).code).toBe(0);
    expect(JSON.parse(readFileSync(env.REMOTES_FILE as string, 'utf8'))).toEqual({
      remotes: [{ name: 'invoices', entry: 'https://cdn.example.com/invoices/mf-manifest.json' }],
    });
  });

  it('refuses a version that was never released, or is still being built, and names the ones there are', async () => {
    const before = await servedEntry();
    for (const version of ['0.9.9-20260101-000000', '.building-0.1.0-20260103-090000', '../clients']) {
      const refused = await command('promote', 'clients', version);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`There is no release ${version} of clients. Releases of clients: ${FIRST}, ${SECOND}.`);
    }
    expect(await servedEntry()).toBe(before);
  });

  it('writes through a temporary file renamed into place, leaving none behind', async () => {
    expect((await command('promote', 'clients', SECOND)).code).toBe(0);
    expect(readdirSync(path.dirname(env.REMOTES_FILE as string)).sort()).toEqual(['remotes.history.json', 'remotes.json']);
  });

  it('says what to do when the gateway has no REMOTES_FILE to read promotions from', async () => {
    const lines: string[] = [];
    const code = await remoteReleases(['promote', 'clients', FIRST], { REMOTE_RELEASES_DIR: env.REMOTE_RELEASES_DIR }, (line) => lines.push(line));
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/^REMOTES_FILE is not set\./);
  });
});
