/**
 * GET /api/dashboard (every figure: outstanding, overdue, aging with its clients, paid this and last
 * month, invoiced this month, estimates, change orders, open jobs, recent activity) on the large
 * account of `npm run seed:large` (100,000 invoices, PostgreSQL), 20 connections:
 *   - p95 at most 1.5 times the raw-pg ceiling running the same statements on the same pool (the ratio);
 *   - p95 under 50 ms, judged only when the load average stays under 1 (the absolute target).
 * It first prints the CPU time PostgreSQL spends on one dashboard (dashboard-database-cpu.ts), a
 * figure the machine's load does not inflate. Settings as in invoice-list.bench.ts.
 */
import { runApiBench } from './api-bench.ts';
import { databaseCpuPerDashboard } from './dashboard-database-cpu.ts';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { signIn } from './sign-in.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ABSOLUTE = { p95Ms: 50, underLoad: 1 };

console.log(`PostgreSQL CPU per dashboard (all statements, one connection): ${(await databaseCpuPerDashboard(largeDatabaseUrl())).toFixed(1)} ms`);

await runApiBench({
  name: 'dashboard',
  title: 'GET /api/dashboard on 100,000 invoices',
  databaseUrl: largeDatabaseUrl(),
  ratio: 'p95',
  target: { atMost: 1.5 },
  load: async (gateway) => {
    const cookie = await signIn(gateway.base, LARGE_USER, ': run npm run seed:large first');
    return { path: '/api/dashboard', headers: { cookie }, connections: CONNECTIONS, status: 200 };
  },
  absolute: ({ subject }) => {
    const judged = subject.mean.load < ABSOLUTE.underLoad;
    const fast = subject.bestP95 < ABSOLUTE.p95Ms;
    console.log(
      `absolute: p95 ${subject.bestP95.toFixed(1)} ms (best phase), target < ${ABSOLUTE.p95Ms} ms at a load average under ${ABSOLUTE.underLoad}: ` +
        (judged ? (fast ? 'met' : 'MISSED') : `not judged (load ${subject.mean.load.toFixed(2)})`),
    );
    return fast || !judged;
  },
});
