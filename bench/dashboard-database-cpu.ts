import { readFileSync } from 'node:fs';
import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';
import { computeDashboardFigures, dashboardFigures } from '../gateway/src/modules/dashboard/dashboard.service.ts';
import { todayIso } from '../gateway/src/modules/document-core/dates.ts';
import { LARGE_USER } from './large-account.ts';

const RUNS = 30;
/** Linux counts a process's CPU time in ticks of 10 ms. */
const TICK_MS = 10;

/** PostgreSQL CPU time of one dashboard, in ms: recomputed from the documents, and read as stored. */
export type DashboardDatabaseCpu = { computed: number; stored: number };

/**
 * The CPU time PostgreSQL spends on one dashboard (every statement, one after another on one
 * connection), read from its backend process's own counters: unlike latency, it does not grow when
 * other work shares the machine, so it tells what the database costs even when the load average
 * is too high to judge the p95. Measured twice: the recomputation the first read after a change
 * pays, and the read of the stored figures every later one pays (the activity included in both).
 */
export async function databaseCpuPerDashboard(databaseUrl: string): Promise<DashboardDatabaseCpu> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, timeouts: loadConfig({}).databaseTimeouts });
  try {
    // One transaction is one connection, so one backend process does all the work measured.
    return await db.orm.em.fork().transactional(async (tx) => {
      const [backend] = await tx.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
      const [user] = await tx.execute<{ account_id: string; currency: string }[]>(
        'select u.account_id, s.currency from app_user u join account_settings s on s.account_id = u.account_id where u.username = ?',
        [LARGE_USER.username],
      );
      if (!backend || !user) throw new Error('No large account: run npm run seed:large first');
      const ticks = () => {
        const fields = readFileSync(`/proc/${backend.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return Number(fields[11]) + Number(fields[12]);
      };
      const perRun = async (work: () => Promise<unknown>) => {
        await work();
        const before = ticks();
        for (let run = 0; run < RUNS; run += 1) await work();
        return ((ticks() - before) * TICK_MS) / RUNS;
      };
      const today = todayIso();
      return {
        computed: await perRun(() => computeDashboardFigures(tx, user.account_id, user.currency, today)),
        stored: await perRun(() => dashboardFigures(tx, user.account_id, today)),
      };
    });
  } finally {
    await db.close();
  }
}
