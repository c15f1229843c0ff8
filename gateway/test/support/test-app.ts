import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/orm.ts';
import type { Clock } from '../../src/modules/billing/clock.ts';
import type { SubscriptionCharger } from '../../src/modules/billing/subscription-charger.ts';
import { createLogger } from '../../src/logger.ts';
import { startJobQueue, type JobQueue } from '../../src/modules/jobs/job-queue.ts';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy, type DocumentPdfRenderer } from '../../src/modules/mail/mail-delivery.ts';
import { startMailWorker, type MailWorker } from '../../src/modules/mail/mail-jobs.ts';
import { mailTransport } from '../../src/modules/mail/mail-transport.ts';
import { disposeTestDatabase, openTestDatabase } from './test-database.ts';

export type TestApp = {
  db: Database;
  server: Server;
  /** http://127.0.0.1:<port>, the origin a browser on this gateway would send. */
  origin: string;
  request: () => ReturnType<typeof supertest>;
  /** A cookie-keeping client, like one browser. */
  agent: () => ReturnType<typeof supertest.agent>;
  /** Set when the test asked for background work: the job queue and its mail worker, as main.ts starts them. */
  mail?: { jobs: JobQueue; worker: MailWorker };
  close: () => Promise<void>;
};

/** What a test asks of the background work: the gateway's job queue with the mail worker on it. */
export type BackgroundOptions = { renderPdf?: DocumentPdfRenderer; policy?: DeliveryPolicy };

/**
 * A test machine runs many suites at once, and bursts such as 50 concurrent creates can then take
 * seconds; the production timeouts would turn that slowness into 503s. The tests of the timeouts
 * themselves set short ones of their own.
 */
const PATIENT_TIMEOUTS = { DB_CONNECT_TIMEOUT_MS: '20000', DB_STATEMENT_TIMEOUT_MS: '20000', REQUEST_DEADLINE_MS: '25000' };

/**
 * Every test file registers and signs in from 127.0.0.1, so the per-address limits start high here,
 * and so does the hourly allowance of emails, which a suite's shared account can use up; the tests
 * of those limits set their own.
 */
const ROOMY_ADDRESS_LIMITS = {
  LOGIN_MAX_FAILURES_PER_IP: '10000',
  REGISTRATIONS_PER_IP_PER_HOUR: '10000',
  DOWNLOADS_PER_IP_PER_HOUR: '10000',
  CONTACT_MESSAGES_PER_HOUR: '10000',
  PASSWORD_RESETS_PER_IP_PER_HOUR: '10000',
  MAIL_SENDS_PER_ACCOUNT_PER_HOUR: '10000',
};

export type TestAppOptions = {
  env?: NodeJS.ProcessEnv;
  webRoot?: string;
  logTo?: DestinationStream;
  background?: BackgroundOptions;
  /** Another gateway's database, to run a second gateway on it (kept open when this one closes). */
  sharedDb?: Database;
  /** Billing's clock and payment provider, for the tests of plans and checkout. */
  billing?: { clock?: Clock; charger?: SubscriptionCharger };
};

/**
 * The gateway on its own database and an ephemeral port, configured by env-style variables.
 * `logTo` receives the log lines (level info) instead of silence.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The server listens first so that the app's configured address (APP_URL) is the port it got.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_URL: origin, ...ROOMY_ADDRESS_LIMITS, ...PATIENT_TIMEOUTS, ...options.env });
  try {
    return await startOn(server, origin, config, options);
  } catch (error) {
    server.close();
    throw error;
  }
}

async function startOn(server: Server, origin: string, config: ReturnType<typeof loadConfig>, options: TestAppOptions): Promise<TestApp> {
  const db = options.sharedDb ?? (await openTestDatabase(config.databaseTimeouts));
  const mail = options.background ? await startBackground(db, config, options.background) : undefined;
  const app = await createApp({
    config,
    db,
    logger: options.logTo ? createLogger('info', options.logTo) : createLogger('silent'),
    sessionSecret: 'test-session-secret-that-is-long-enough',
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(mail ? { jobs: mail.jobs } : {}),
    ...(options.background?.renderPdf ? { renderPdf: options.background.renderPdf } : {}),
    ...(options.billing?.clock ? { clock: options.billing.clock } : {}),
    ...(options.billing?.charger ? { subscriptionCharger: options.billing.charger } : {}),
  });
  server.on('request', app.callback());
  return {
    db,
    server,
    origin,
    request: () => supertest(server),
    agent: () => supertest.agent(server),
    ...(mail ? { mail } : {}),
    close: async () => {
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      // A keep-alive socket of a request cut short by its deadline must not hold the close open.
      server.closeAllConnections();
      await closed;
      await mail?.jobs.stop();
      if (!options.sharedDb) await disposeTestDatabase(db);
    },
  };
}

async function startBackground(db: Database, config: ReturnType<typeof loadConfig>, options: BackgroundOptions) {
  const logger = createLogger('silent');
  const databaseUrl = db.kind === 'postgres' ? db.orm.config.get('clientUrl') : undefined;
  const jobs = await startJobQueue(db, logger, { databaseUrl, pollingIntervalSeconds: 0.5 });
  const deps = { orm: db.orm, transport: mailTransport(config.mail), renderPdf: options.renderPdf ?? null, policy: options.policy ?? DEFAULT_DELIVERY_POLICY };
  return { jobs, worker: await startMailWorker(jobs, deps, logger) };
}

/** Cookie header value ("sid=…; sid.sig=…") from a response's Set-Cookie, to replay it by hand. */
export function cookieHeader(response: { headers: Record<string, unknown> }): string {
  const setCookie = response.headers['set-cookie'] as string[] | undefined;
  return (setCookie ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

let counter = 0;

/** A registration body with a username and email no other test uses. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const name = `user${counter}_${Math.random().toString(36).slice(2, 8)}`;
  return { username: name, email: `${name}@example.com`, password: 'correct horse battery', ...overrides };
}
