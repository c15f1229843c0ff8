/**
 * GET /api/user with a session cookie (the request every page load makes), 50 connections, on
 * PostgreSQL: the gateway's throughput as a ratio to the raw-pg ceiling (raw-pg-server.ts) running
 * the same session-and-user query on the same pool, in the same run. Target: at least 0.55, a regression guard.
 * A throwaway database is created and dropped; BENCH_DATABASE_URL names the server,
 * BENCH_CONNECTIONS, BENCH_SECONDS and BENCH_ROUNDS tune the run.
 */
import { runApiBench } from './api-bench.ts';
import { registerUser } from './sign-in.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

await withThrowawayDatabase((databaseUrl) =>
  runApiBench({
    name: 'user-fetch',
    title: 'GET /api/user (signed in)',
    databaseUrl,
    ratio: 'throughput',
    target: { atLeast: 0.55 },
    load: async (gateway) => {
      const { cookie } = await registerUser(gateway.base);
      return { path: '/api/user', headers: { cookie }, connections: CONNECTIONS, status: 200 };
    },
  }),
);
