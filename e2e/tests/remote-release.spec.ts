import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { startPrivateGateway, type PrivateGateway } from '../support/private-gateway.ts';
import { expectControlledByServiceWorker } from '../support/service-worker.ts';

const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
const HEADING_SOURCE = path.join('src', 'screens', 'ClientList.tsx');
const NEXT_HEADING = 'Clients, next release';

let workDir: string;
let releaseEnv: NodeJS.ProcessEnv;
let gateway: PrivateGateway;
let nextVersion: string;

/** One of the release commands, run the way the README says (`npm run <command>:remote -- …`). */
function releaseCommand(script: string, ...args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...releaseEnv }, encoding: 'utf8' });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/**
 * What the next version adds under its heading: an antd component and a react-router hook that no
 * source of the repository uses, so the shell's shared copies were built without anyone asking
 * for them. The release must still load against the unchanged shell.
 */
const NEXT_RELEASE_NOTE = `import { Rate } from 'antd';
import { useHref } from 'react-router-dom';

export function NextReleaseNote() {
  return (
    <p>
      Next release at {useHref('.')} <Rate disabled defaultValue={4} />
    </p>
  );
}
`;

/**
 * A copy of the clients remote whose list heading differs and which draws NEXT_RELEASE_NOTE: the
 * "next version" a team would ship. It lives in a temporary folder (its packages resolve through a
 * link to the repository's), so no changed source is ever left in the repository.
 */
function nextVersionOfClientsRemote(): string {
  const source = path.join(workDir, 'source', 'remotes', 'clients');
  cpSync(path.join(REPO_ROOT, 'remotes', 'clients'), source, { recursive: true, filter: (from) => !/[/\\](dist|node_modules)$/.test(from) });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(workDir, 'source', 'node_modules'));
  const screen = path.join(source, HEADING_SOURCE);
  const original = readFileSync(screen, 'utf8');
  const changed = original.replace(
    /(<Typography\.Title level=\{1\}[^>]*>\s*)Clients(\s*<\/Typography\.Title>)/,
    `$1${NEXT_HEADING}$2<NextReleaseNote />`,
  );
  expect(changed, `the heading of ${HEADING_SOURCE} has moved; update this test`).not.toBe(original);
  writeFileSync(screen, `import { NextReleaseNote } from './NextReleaseNote.tsx';\n${changed}`);
  writeFileSync(path.join(path.dirname(screen), 'NextReleaseNote.tsx'), NEXT_RELEASE_NOTE);
  return source;
}

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000); // One production build of a remote, on a shared machine.
  workDir = mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-release-'));
  releaseEnv = { REMOTES_FILE: path.join(workDir, 'remotes.json'), REMOTE_RELEASES_DIR: path.join(workDir, 'releases') };
  const output = releaseCommand('release:remote', 'clients', '--from', nextVersionOfClientsRemote());
  nextVersion = /Released clients (\S+)\./.exec(output)?.[1] ?? '';
  expect(nextVersion, output).not.toBe('');
  // Promoting changes what every user of a gateway loads, so this test has a gateway of its own.
  gateway = await startPrivateGateway(releaseEnv);
});

test.afterAll(async () => {
  await gateway?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test.use({ serviceWorkers: 'allow' });

test('a promoted release of a remote reaches the open app on reload, with antd and router exports the shell was built without, and a rollback brings the old one back', async ({ page, newUser }) => {
  test.slow();
  expect((await page.request.post(`${gateway.origin}/api/register`, { data: newUser })).status()).toBe(201);
  await page.goto(`${gateway.origin}/clients`);
  // The first load on a fresh gateway also has the worker precache the whole shell: give it longer.
  await expect(page.getByRole('heading', { level: 1, name: 'Clients', exact: true })).toBeVisible({ timeout: 30_000 });
  // The worker caches remote files: the release must get through it.
  await expectControlledByServiceWorker(page);

  releaseCommand('promote:remote', 'clients', nextVersion);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEXT_HEADING })).toBeVisible();
  await expect(page.getByText('Next release at /clients')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(newUser.username, { exact: true })).toBeVisible();

  releaseCommand('rollback:remote', 'clients');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients', exact: true })).toBeVisible();
});
