/**
 * POST /api/login with a wrong password on PostgreSQL: bound by argon2id (19 MiB, 2 passes), with
 * the rate limits raised so every request reaches the hash. The ceiling is the raw-pg server
 * looking the user up and verifying with the gateway's own password code; the gateway adds the
 * three rate-limit counts of a failed attempt. Target: a throughput ratio of at least 0.8.
 * A few dozen hashes a second is all two busy cores give: 8 connections (more only queue for the
 * hashing threads) and 4 s phases keep each phase at dozens of answers rather than a handful.
 * Same settings as user-fetch.bench.ts.
 */
import { runApiBench } from './api-bench.ts';
import { registerUser } from './sign-in.ts';
import { withThrowawayDatabase } from './throwaway-database.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

await withThrowawayDatabase((databaseUrl) =>
  runApiBench({
    name: 'login',
    title: 'POST /api/login (wrong password)',
    databaseUrl,
    ratio: 'throughput',
    target: { atLeast: 0.8 },
    phaseSeconds: 4,
    load: async (gateway) => {
      const { username } = await registerUser(gateway.base);
      return {
        path: '/api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'not the password' }),
        connections: CONNECTIONS,
        status: 401,
      };
    },
  }),
);
