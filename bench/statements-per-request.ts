/**
 * `node bench/statements-per-request.ts [route …]`: the SQL statements each call of the first
 * session (first-session.bench.ts) runs on PGlite, counted per call, with the time PGlite's thread
 * spent in them (in memory here, so a little less than on a data folder). PGlite runs in the gateway's own thread, so every statement is time a request
 * waits. Routes named on the command line (for example "POST /api/invoices") also list their
 * statements. The gateway runs in this process, as main.ts starts it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../gateway/src/app.ts';
import { loadConfig } from '../gateway/src/config.ts';
import { createLogger } from '../gateway/src/logger.ts';
import { startJobQueue } from '../gateway/src/modules/jobs/job-queue.ts';
import { DEFAULT_DELIVERY_POLICY } from '../gateway/src/modules/mail/mail-delivery.ts';
import { startMailWorker } from '../gateway/src/modules/mail/mail-jobs.ts';
import { mailTransport } from '../gateway/src/modules/mail/mail-transport.ts';
import { openMigratedPglite } from '../gateway/test/support/pglite-template.ts';
import { type Call, firstSession } from './first-session-script.ts';

type Statement = { sql: string; ms: number };
type TracedPglite = { debug: number; _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T> };

const listed = new Set(process.argv.slice(2));
let current = '(background)';
const statements = new Map<string, Statement[][]>();
let open: Statement[] = [];
let pending: Statement | undefined;

/** PGlite logs each statement's text when its debug level is above 0; its exclusive runner times it. */
function trace(pglite: TracedPglite): void {
  pglite.debug = 1;
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    if (args[0] === 'runQuery' || args[0] === 'runExec') {
      pending = { sql: String(args[1]).replace(/\s+/g, ' '), ms: 0 };
      open.push(pending);
      return;
    }
    log(...args);
  };
  const run = pglite._runExclusiveQuery.bind(pglite);
  pglite._runExclusiveQuery = async (work) => {
    const started = performance.now();
    try {
      return await run(work);
    } finally {
      if (pending) pending.ms = performance.now() - started;
      pending = undefined;
    }
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'statements-per-request-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', REGISTRATIONS_PER_IP_PER_HOUR: '1000000' });
// An in-memory copy of a migrated database (the tests' template): the same statements, without a minute of migrations.
const db = await openMigratedPglite();
const logger = createLogger('silent');
const jobs = await startJobQueue(db, logger, { databaseUrl: undefined, pollingIntervalSeconds: 2 });
await startMailWorker(jobs, { orm: db.orm, transport: mailTransport(config.mail), renderPdf: null, policy: DEFAULT_DELIVERY_POLICY }, logger);
const app = await createApp({ config, db, logger, sessionSecret: randomBytes(32).toString('hex'), jobs });
trace((await db.orm.em.getConnection().getNativeClient()) as unknown as TracedPglite);
const server = createServer(app.callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let cookie = '';
const call: Call = async (method, route, address, body, expected = [200]) => {
  current = `${method} ${route}`;
  open = [];
  const response = await fetch(`${base}${address}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${current} answered ${response.status}: ${text}`);
  statements.set(current, [...(statements.get(current) ?? []), open]);
  open = [];
  current = '(background)';
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

try {
  await firstSession(call, 3);

  // The job queue's polls share PGlite's thread and may fall inside a call; they are counted apart.
  const isJobQueue = (s: Statement) => s.sql.includes('pgboss.');
  console.log(`${'call (its last run)'.padEnd(34)} ${'statements'.padStart(10)} ${'PGlite ms'.padStart(10)} ${'job polls'.padStart(10)}`);
  for (const [name, runs] of statements) {
    const run = (runs.at(-1) ?? []).filter((s) => !isJobQueue(s));
    const ms = run.reduce((sum, s) => sum + s.ms, 0);
    const polls = (runs.at(-1) ?? []).length - run.length;
    console.log(`${name.padEnd(34)} ${String(run.length).padStart(10)} ${ms.toFixed(1).padStart(10)} ${String(polls).padStart(10)}`);
  }
  for (const name of listed) {
    console.log(`\n${name}:`);
    for (const s of statements.get(name)?.at(-1) ?? []) console.log(`${s.ms.toFixed(2).padStart(7)} ms  ${s.sql.slice(0, 260)}`);
  }
} finally {
  server.close();
  await jobs.stop();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
