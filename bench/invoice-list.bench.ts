/**
 * The first page of GET /api/invoices (50 rows with client names and totals, newest first) on the
 * large account of `npm run seed:large` (100,000 invoices, PostgreSQL), 20 connections:
 *   - p95 at most 2.5 times the raw-pg ceiling running the same SQL on the same pool (the ratio);
 *   - p95 under 30 ms, judged only when the load average stays under 1 (the absolute target);
 *   - the gateway's resident memory under 300 MB.
 * BENCH_DATABASE_URL / BENCH_LARGE_DATABASE name the seeded database; see user-fetch.bench.ts for the rest.
 */
import { readFileSync } from 'node:fs';
import { runApiBench } from './api-bench.ts';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { signIn } from './sign-in.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ABSOLUTE = { p95Ms: 30, underLoad: 1, rssMb: 300 };

/** The process's resident memory; 0 once it has exited (the sampler may fire while the bench stops the servers). */
function rssMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  const line = status.split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(line.replace(/\D/g, '')) / 1024;
}

let peakRss = 0;
let sampler: NodeJS.Timeout | undefined;
try {
  await runApiBench({
    name: 'invoice-list',
    title: 'GET /api/invoices, first page of 50 of 100,000',
    databaseUrl: largeDatabaseUrl(),
    ratio: 'p95',
    target: { atMost: 2.5 },
    load: async (gateway) => {
      const cookie = await signIn(gateway.base, LARGE_USER, ': run npm run seed:large first');
      sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(gateway.pid));
      }, 100);
      return { path: '/api/invoices?page=1&pageSize=50&sort=-issueDate', headers: { cookie }, connections: CONNECTIONS, status: 200 };
    },
    absolute: ({ subject }) => {
      const judged = subject.mean.load < ABSOLUTE.underLoad;
      const fast = subject.bestP95 < ABSOLUTE.p95Ms;
      console.log(
        `absolute: p95 ${subject.bestP95.toFixed(1)} ms (best phase), target < ${ABSOLUTE.p95Ms} ms at a load average under ${ABSOLUTE.underLoad}: ` +
          (judged ? (fast ? 'met' : 'MISSED') : `not judged (load ${subject.mean.load.toFixed(2)})`),
      );
      const small = peakRss < ABSOLUTE.rssMb;
      console.log(`absolute: gateway peak RSS ${peakRss.toFixed(0)} MB, target < ${ABSOLUTE.rssMb} MB: ${small ? 'met' : 'MISSED'}`);
      return (fast || !judged) && small;
    },
  });
} finally {
  clearInterval(sampler);
}
