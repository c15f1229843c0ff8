// Type-checks the whole repository as four tsc programs, two at a time: the browser code
// (tsconfig.web.json), the Node code (tsconfig.node.json), the e2e suite and the service worker.
// One program per workspace re-read React, antd and the shared packages twenty times: 140 s of
// wall time on two cores where these take about 35.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import ts from 'typescript';

interface Check {
  name: string;
  args: string[];
}

const root = new URL('..', import.meta.url).pathname;
const tsc = (project: string) => ['exec', '--', 'tsc', '--noEmit', '-p', project];

// The largest programs first, so the small ones fill the gaps at the end.
const checks: Check[] = [
  { name: 'node (gateway, contracts, build, bench, scripts)', args: tsc('tsconfig.node.json') },
  { name: 'web (packages, remotes, shell)', args: tsc('tsconfig.web.json') },
  { name: 'e2e', args: tsc('e2e') },
  { name: 'service worker', args: tsc('shell/src/pwa/service-worker') },
];

/** A workspace no program includes would go unchecked: name it and fail rather than pass. */
function uncheckedWorkspaces(): string[] {
  const included = ['tsconfig.web.json', 'tsconfig.node.json'].flatMap(
    (file) => (ts.readConfigFile(`${root}${file}`, ts.sys.readFile).config as { include: string[] }).include,
  );
  const workspaces = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { workspaces: string[] }).workspaces;
  return workspaces.filter((workspace) => workspace !== 'e2e' && !included.some((path) => path.startsWith(`${workspace}/`)));
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

const unchecked = uncheckedWorkspaces();
if (unchecked.length > 0) {
  console.log(`typecheck: no program includes ${unchecked.join(', ')}; add it to tsconfig.web.json or tsconfig.node.json`);
  process.exit(1);
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
