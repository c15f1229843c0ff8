// Type-checks every workspace (and bench/) with as many tsc programs at once as the machine has
// cores: each program re-reads the shared packages, so one after another leaves cores idle.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface Check {
  name: string;
  args: string[];
}

const root = new URL('..', import.meta.url).pathname;
const workspaces = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { workspaces: string[] }).workspaces;

const checks: Check[] = [
  ...workspaces
    .filter((workspace) => {
      const manifest = JSON.parse(readFileSync(`${root}${workspace}/package.json`, 'utf8')) as {
        scripts?: Record<string, string>;
      };
      return manifest.scripts?.typecheck !== undefined;
    })
    .map((workspace) => ({ name: workspace, args: ['run', 'typecheck', '--silent', '-w', workspace] })),
  { name: 'bench', args: ['exec', '--', 'tsc', '--noEmit', '-p', 'bench'] },
  { name: 'scripts', args: ['exec', '--', 'tsc', '--noEmit', '-p', 'scripts'] },
];

// The largest programs first, so the small ones fill the gaps at the end.
const largestFirst = ['gateway', 'shell', 'e2e', 'remotes/invoices', 'remotes/estimates'];
checks.sort((a, b) => rank(a.name) - rank(b.name));

function rank(name: string): number {
  const index = largestFirst.indexOf(name);
  return index === -1 ? largestFirst.length : index;
}

function run(check: Check): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', check.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${check.name}: ${code === 0 ? 'ok' : 'failed'} in ${seconds} s`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      if (!(await run(check))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
