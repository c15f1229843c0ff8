/**
 * `node bench/profile-summary.ts <file.cpuprofile>`: where a server's busy time went, for a
 * profile left by BENCH_CPU_PROF. Each sample is charged to the nearest frame on its stack that
 * belongs to a package (node_modules/<name>) or a gateway file, passing over Koa's and Node's own
 * plumbing, so a middleware's cost is not hidden in koa-compose; idle time is left out.
 */
import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const PASS_OVER = /koa-compose|node_modules\/koa\/|^node:|^$/;
const TOP = 25;

function owner(node: ProfileNode): string | null {
  const { url } = node.callFrame;
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1] ?? null;
  const inGateway = /gateway\/src\/(.*)/.exec(url);
  return inGateway?.[1] ?? null;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile>');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);

const charged = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const sampled = byId.get(id);
  const micros = profile.timeDeltas[index] ?? 0;
  if (!sampled || sampled.callFrame.functionName === '(idle)') return;
  busy += micros;
  let frame: ProfileNode | undefined = sampled;
  let name: string | null = null;
  while (frame && !name) {
    if (!PASS_OVER.test(frame.callFrame.url)) name = owner(frame);
    frame = parentOf.get(frame.id);
  }
  const key = name ?? `(native) ${sampled.callFrame.functionName}`;
  charged.set(key, (charged.get(key) ?? 0) + micros);
});

console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [name, micros] of [...charged].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
