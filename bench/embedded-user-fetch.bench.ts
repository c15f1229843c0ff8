/**
 * GET /api/user with a session cookie, 50 connections, on the embedded default (PGlite, in the
 * gateway's own thread) as a ratio to the same request on a gateway using PostgreSQL, measured in
 * alternating phases of the same run (the PostgreSQL gateway stands where the raw-pg ceiling stands
 * in the other benches). Target: at least 0.2, the floor of what issue 14 started from (1,020–1,140
 * req/s on PGlite against 3,295–4,870 on PostgreSQL, 0.21–0.35); PGlite runs each query in the
 * gateway's own thread, so it answers about a quarter of what PostgreSQL does. Settings as in
 * user-fetch.bench.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { againstCeiling, summarise } from './ceiling.ts';
import type { Load } from './load.ts';
import { startGateway, stopAll, type BenchServer } from './servers.ts';
import { registerUser } from './sign-in.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';
import { verdict } from './verdict.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = { atLeast: 0.2 };

const userFetch = async (gateway: BenchServer): Promise<Load> => {
  const { cookie } = await registerUser(gateway.base);
  return { path: '/api/user', headers: { cookie }, connections: CONNECTIONS, status: 200 };
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-bench-'));
try {
  await withThrowawayDatabase(async (databaseUrl) => {
    let embedded: BenchServer | undefined;
    let postgres: BenchServer | undefined;
    try {
      [embedded, postgres] = await Promise.all([startGateway({ dataDir }), startGateway({ databaseUrl })]);
      console.log(`GET /api/user (signed in), ${CONNECTIONS} connections, PGlite against PostgreSQL; gateway pids ${embedded.pid}, ${postgres.pid}`);
      const comparison = await againstCeiling(
        { label: 'gateway on PGlite', base: embedded.base, pid: embedded.pid, load: await userFetch(embedded) },
        { label: 'gateway on PostgreSQL', base: postgres.base, pid: postgres.pid, load: await userFetch(postgres) },
      );
      summarise(comparison);
      verdict('embedded-user-fetch', comparison.throughput, TARGET, comparison.subject.mean.errors + comparison.ceiling.mean.errors === 0);
    } finally {
      await stopAll([embedded, postgres]);
    }
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
