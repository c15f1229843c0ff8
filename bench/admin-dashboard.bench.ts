/**
 * `npm run bench:admin` (after `npm run seed:admin`): each admin dashboard query on the big install,
 * run ADMIN_BENCH_ROUNDS times (default 40) for the last 90 days, p50 and p95 printed; the goal is
 * every p95 under 200 ms (issue 12). The queries are the gateway's own (admin-queries.ts).
 */
import type { EntityManager } from '@mikro-orm/core';
import { openDatabase } from '../gateway/src/db/orm.ts';
import {
  accountsByPlan,
  activeAccounts,
  contactMessagesWaiting,
  documentsCreated,
  installsByDevice,
  mrrMovements,
  searchAccounts,
  searchUsers,
  signupsPerDay,
} from '../gateway/src/modules/admin/admin-queries.ts';
import { resolvePeriod } from '../gateway/src/modules/admin/admin-period.ts';
import { ADMIN_COUNTS, adminDatabaseUrl } from './admin-install.ts';

const ROUNDS = Number(process.env.ADMIN_BENCH_ROUNDS ?? 40);
const GOAL_MS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: adminDatabaseUrl(), timeouts: { connectMs: 10_000, statementMs: 60_000 } });
  const now = new Date();
  const period = resolvePeriod({ days: '90' }, now);
  const queries: [string, (em: EntityManager) => Promise<unknown>][] = [
    ['sign-ups per day', (em) => signupsPerDay(em, period)],
    ['active accounts', (em) => activeAccounts(em, now)],
    ['accounts by plan (MRR)', (em) => accountsByPlan(em)],
    ['MRR movements', (em) => mrrMovements(em, period)],
    ['documents created', (em) => documentsCreated(em, period)],
    ['installs by device', (em) => installsByDevice(em, period)],
    ['contact messages waiting', (em) => contactMessagesWaiting(em)],
    ['account search', (em) => searchAccounts(em, 'business 12', 1, 20)],
    ['user search', (em) => searchUsers(em, { q: 'owner99' }, 1, 20)],
  ];
  console.log(`admin dashboard on ${ADMIN_COUNTS.accounts} accounts / ${ADMIN_COUNTS.documents} documents, period ${period.from}..${period.to}, ${ROUNDS} rounds`);
  let failed = false;
  try {
    for (const [name, query] of queries) {
      await query(db.orm.em.fork());
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        await query(db.orm.em.fork());
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      failed ||= p95 >= GOAL_MS;
      console.log(`${name.padEnd(28)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${p95 < GOAL_MS ? 'PASS' : 'FAIL'}`);
    }
  } finally {
    await db.close();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
