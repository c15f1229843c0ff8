import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';
import { computeDashboardFigures } from '../gateway/src/modules/dashboard/dashboard.service.ts';
import { todayIso } from '../gateway/src/modules/document-core/dates.ts';
import { LARGE_USER } from './large-account.ts';
import { loadAverage } from './load.ts';

const RUNS = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * How long the first read after a change waits for the figures to be recomputed: the figures'
 * statements as the gateway runs them (in parallel on its pool), one recomputation at a time, so
 * it is the cost of one, not a queue of them (concurrent first reads share one, single-flight.ts).
 */
export async function recomputeLatency(databaseUrl: string): Promise<{ p50: number; p95: number; load: number }> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl, timeouts: loadConfig({}).databaseTimeouts });
  try {
    const em = db.orm.em.fork();
    const [user] = await em.execute<{ account_id: string; currency: string }[]>(
      'select u.account_id, s.currency from app_user u join account_settings s on s.account_id = u.account_id where u.username = ?',
      [LARGE_USER.username],
    );
    if (!user) throw new Error('No large account: run npm run seed:large first');
    const today = todayIso();
    await computeDashboardFigures(em, user.account_id, user.currency, today);
    const times: number[] = [];
    const loadBefore = loadAverage();
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await computeDashboardFigures(em, user.account_id, user.currency, today);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), load: (loadBefore + loadAverage()) / 2 };
  } finally {
    await db.close();
  }
}
