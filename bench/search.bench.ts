/**
 * GET /api/search on the large account of `npm run seed:large` (100,000 invoices), 20 connections,
 * each connection sending a mix of texts in turn: any part of a number, a client's name, a
 * contact's email, a line's text, an amount, and the two worst cases (a word in half of all lines,
 * letters in every number). Judged: the mix's p95 at most 1.5 times the raw-pg ceiling running the
 * same statements, and under 50 ms when the load average stays under 1. Then each text alone, one
 * request at a time (what one person typing waits), on the gateway, and, when BENCH_LARGE_DATA_DIR
 * names an embedded copy of the account (seeded by `BENCH_LARGE_DATA_DIR=<folder> npm run
 * seed:large`), on a gateway using PGlite too: p95 of each, side by side. PGlite runs every query in
 * the gateway's one thread, one at a time, so 20 connections there only measure their queue; the
 * embedded default is a one-person install and is allowed to be slower; these figures say how much.
 * Settings as in invoice-list.bench.ts.
 */
import { runApiBench } from './api-bench.ts';
import { LARGE_USER, largeDatabaseUrl } from './large-account.ts';
import { describe, measure, type Load } from './load.ts';
import { startGateway, type BenchServer } from './servers.ts';
import { signIn } from './sign-in.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ABSOLUTE = { p95Ms: 50, underLoad: 1 };
const EACH_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const EACH_CONNECTIONS = 1;

/** What each text finds on the seeded account. */
const TEXTS: [field: string, q: string][] = [
  ['number, any part', '0013'],
  ['number with dash', 'inv-0420'],
  ['client name', 'harbor'],
  ['contact email', 'ap42@billing'],
  ['line text', 'skylight'],
  ['amount', '224.08'],
  ['worst: common line word', 'labour'],
  ['worst: in every number', 'inv'],
];
const path = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

async function searchLoad(gateway: BenchServer): Promise<Load> {
  const cookie = await signIn(gateway.base, LARGE_USER, ': run npm run seed:large first');
  return { path: path(TEXTS[0]?.[1] ?? ''), paths: TEXTS.map(([, q]) => path(q)), headers: { cookie }, connections: CONNECTIONS, status: 200 };
}

/** Each text alone, one request at a time, after a warm-up of the mix: the p95 per field. */
async function eachText(label: string, gateway: BenchServer): Promise<void> {
  const load = { ...(await searchLoad(gateway)), connections: EACH_CONNECTIONS };
  await measure(gateway.base, gateway.pid, load, EACH_SECONDS);
  for (const [field, q] of TEXTS) {
    const figures = await measure(gateway.base, gateway.pid, { ...load, path: path(q), paths: undefined }, EACH_SECONDS);
    console.log(describe(`${label} ${field} "${q}"`, figures));
  }
}

await runApiBench({
  name: 'search',
  title: `GET /api/search, a mix of ${TEXTS.length} texts, on 100,000 invoices`,
  databaseUrl: largeDatabaseUrl(),
  ratio: 'p95',
  target: { atMost: 1.5 },
  load: searchLoad,
  absolute: ({ subject }) => {
    const judged = subject.mean.load < ABSOLUTE.underLoad;
    const fast = subject.bestP95 < ABSOLUTE.p95Ms;
    console.log(
      `absolute: p95 ${subject.bestP95.toFixed(1)} ms (best phase), target < ${ABSOLUTE.p95Ms} ms at a load average under ${ABSOLUTE.underLoad}: ` +
        (judged ? (fast ? 'met' : 'MISSED') : `not judged (load ${subject.mean.load.toFixed(2)})`),
    );
    return fast || !judged;
  },
  afterwards: async (gateway) => {
    console.log('each text alone, PostgreSQL:');
    await eachText('pg', gateway);
    const dataDir = process.env.BENCH_LARGE_DATA_DIR;
    if (!dataDir) return console.log('(BENCH_LARGE_DATA_DIR unset: PGlite not measured)');
    const embedded = await startGateway({ dataDir });
    try {
      console.log('each text alone, PGlite:');
      await eachText('pglite', embedded);
    } finally {
      await embedded.stop();
    }
  },
});
