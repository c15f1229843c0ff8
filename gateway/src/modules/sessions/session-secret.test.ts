import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveSessionSecret } from './session-secret.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-secret-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', async () => {
    expect(await resolveSessionSecret({ sessionSecret: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
  });

  it('generates a secret once, keeps it private in DATA_DIR and reuses it after a restart', async () => {
    const first = await resolveSessionSecret({ sessionSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir })).toBe(first);
  });
});
