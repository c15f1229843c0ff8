import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { databaseTarget, openDatabase, type Database } from './db/orm.ts';
import { createLogger } from './logger.ts';
import { startJobQueue, type JobQueue } from './modules/jobs/job-queue.ts';
import { planRules } from './modules/billing/plan-rules.ts';
import { documentPdfRenderer } from './modules/document-pdf/render-document-pdf.ts';
import { DEFAULT_DELIVERY_POLICY } from './modules/mail/mail-delivery.ts';
import { startMailWorker } from './modules/mail/mail-jobs.ts';
import { ecbProvider } from './modules/exchange-rates/ecb-provider.ts';
import { startExchangeRateRefresh } from './modules/exchange-rates/exchange-rate-jobs.ts';
import { startPaymentReminders } from './modules/reminders/reminder-jobs.ts';
import { mailTransport } from './modules/mail/mail-transport.ts';
import { purgeExpiredRateLimits } from './http/rate-limit.ts';
import { purgeExpiredSessions } from './modules/sessions/session.store.ts';
import { resolveSessionSecret } from './modules/sessions/session-secret.ts';
import { DEMO_USER, seedDemoUser } from './modules/users/demo-user.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How often an idle gateway looks for background jobs; a job sent by this gateway may wait this long. */
const JOB_POLLING_INTERVAL_SECONDS = 2;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The gateway cannot start: ${error.message}`);
    process.exit(1);
  }
}

async function openDatabaseOrExit(config: Config, logger: Logger): Promise<Database> {
  try {
    return await openDatabase(databaseTarget(config));
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}

/**
 * Stop accepting connections, let requests in flight finish, close the database, exit 0. Connections
 * still busy after the grace period are cut so a stuck client cannot hold the shutdown forever.
 */
function closeGracefully(server: Server, jobs: JobQueue, db: Database, logger: Logger, signal: string): void {
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('requests still open after the grace period; closing their connections');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(async (error) => {
    // Jobs in progress finish (or are handed back to the queue) before the database goes.
    await jobs.stop();
    await db.close();
    logger.info('stopped');
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  if (config.production && !config.trustProxy) {
    logger.warn('Session cookies are Secure in production: serve over HTTPS, or set TRUST_PROXY=true behind a TLS proxy.');
  }
  const db = await openDatabaseOrExit(config, logger);
  if (await seedDemoUser(db, { production: config.production })) {
    logger.info(
      { username: DEMO_USER.username, password: DEMO_USER.password },
      `Demo user created: sign in as "${DEMO_USER.username}" with password "${DEMO_USER.password}".`,
    );
  }
  const jobs = await startJobQueue(db, logger, { databaseUrl: config.databaseUrl, pollingIntervalSeconds: JOB_POLLING_INTERVAL_SECONDS });
  // The background work marks what it sends to clients as the routes do (createApp makes its own from the same setting).
  const plans = planRules({ enabled: config.plansEnabled });
  const renderPdf = documentPdfRenderer(plans);
  await startMailWorker(jobs, { orm: db.orm, transport: mailTransport(config.mail), renderPdf, policy: DEFAULT_DELIVERY_POLICY }, logger);
  await startExchangeRateRefresh(jobs, db.orm, ecbProvider(config.ecbRatesUrl), logger);
  await startPaymentReminders(jobs, { orm: db.orm, from: config.mail.from, appUrl: config.appUrl, logger, plans }, logger);
  const app = await createApp({ config, db, logger, sessionSecret: await resolveSessionSecret(config), jobs, renderPdf });

  const purge = () =>
    Promise.all([purgeExpiredSessions(db.orm), purgeExpiredRateLimits(db)]).catch((error: unknown) => logger.warn({ err: error }, 'purge of expired sessions and rate limits failed'));
  void purge();
  setInterval(purge, SESSION_PURGE_INTERVAL_MS).unref();

  const server = app.listen(config.port, config.host, () => {
    const database = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
    logger.info({ port: config.port, host: config.host }, `Gateway listening on http://${config.host}:${config.port} (${database})`);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => closeGracefully(server, jobs, db, logger, signal));
  }
}

await main();
