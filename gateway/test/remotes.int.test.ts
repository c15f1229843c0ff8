import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotesManifestSchema } from '@ledgerline/contracts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const DEFAULTS = [
  { name: 'invoices', entry: '/remotes/invoices/mf-manifest.json' },
  { name: 'estimates', entry: '/remotes/estimates/mf-manifest.json' },
  { name: 'clients', entry: '/remotes/clients/mf-manifest.json' },
  { name: 'admin', entry: '/remotes/admin/mf-manifest.json' },
  { name: 'public_views', entry: '/remotes/public-views/mf-manifest.json' },
];

let folder: string;
let remotesFile: string;
let t: TestApp;
beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'gateway-remotes-'));
  remotesFile = path.join(folder, 'remotes.json');
  t = await startTestApp({ env: { REMOTES_FILE: remotesFile } });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const entries = async () => {
  const response = await t.request().get('/api/remotes');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return remotesManifestSchema.parse(response.body).remotes;
};

const writeRemotes = (content: unknown) =>
  writeFileSync(remotesFile, typeof content === 'string' ? content : JSON.stringify(content));

describe('GET /api/remotes', () => {
  it('serves every remote from this gateway while REMOTES_FILE does not exist', async () => {
    expect(await entries()).toEqual(DEFAULTS);
  });

  it('picks up REMOTES_FILE, and every later change to it, without a restart', async () => {
    writeRemotes({ remotes: [{ name: 'invoices', entry: 'https://cdn.example/invoices/v2/mf-manifest.json' }] });
    expect((await entries())[0]).toEqual({ name: 'invoices', entry: 'https://cdn.example/invoices/v2/mf-manifest.json' });
    expect((await entries()).slice(1)).toEqual(DEFAULTS.slice(1));

    // Rollback: point at the previous build again.
    writeRemotes({ remotes: [{ name: 'invoices', entry: 'https://cdn.example/invoices/v1/mf-manifest.json' }] });
    expect((await entries())[0]?.entry).toBe('https://cdn.example/invoices/v1/mf-manifest.json');
  });

  it('keeps the last good entries while the file does not parse', async () => {
    writeRemotes({ remotes: [{ name: 'clients', entry: '/builds/clients-42/mf-manifest.json' }] });
    expect((await entries())[2]?.entry).toBe('/builds/clients-42/mf-manifest.json');
    writeRemotes('{"remotes": [');
    expect((await entries())[2]?.entry).toBe('/builds/clients-42/mf-manifest.json');
    writeRemotes({ remotes: [{ name: 'not-a-remote', entry: '/x' }] });
    expect((await entries())[2]?.entry).toBe('/builds/clients-42/mf-manifest.json');
  });

  it('returns to the defaults when the file is removed', async () => {
    rmSync(remotesFile);
    expect(await entries()).toEqual(DEFAULTS);
  });
});
