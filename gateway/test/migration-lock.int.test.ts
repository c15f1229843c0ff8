import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/orm.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { disposeTestDatabase, openTestDatabase, testPostgresServer, throwawayDatabaseUrl } from './support/test-database.ts';

/**
 * Gateways started together on one PostgreSQL database (a deploy of several at once). PGlite needs
 * no such test: its data folder belongs to one process, which data-dir-lock.ts enforces.
 */
const serverUrl = testPostgresServer();
const describeOnPostgres = serverUrl ? describe : describe.skip;
const GATEWAYS = 3;
const ROUNDS = 3;

describeOnPostgres('migrations of gateways starting at the same moment', () => {
  const timeouts = loadConfig({}).databaseTimeouts;
  let admin: Database;
  beforeAll(async () => {
    admin = await openTestDatabase();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => disposeTestDatabase(admin));

  const dbName = (url: string) => new URL(url).pathname.slice(1);
  const startTogether = (url: string) =>
    Promise.allSettled(Array.from({ length: GATEWAYS }, () => openDatabase({ kind: 'postgres', url, timeouts })));

  async function expectOneMigrated(url: string) {
    const outcomes = await startTogether(url);
    const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(Array(GATEWAYS).fill('up'));
      expect(started.filter((db) => db.freshlyCreated)).toHaveLength(1);
      const executed = await started[0]!.orm.migrator.getExecuted();
      expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
    } finally {
      await Promise.all(started.map((db) => db.close()));
      await admin.orm.em.getConnection().execute(`drop database if exists "${dbName(url)}" with (force)`);
    }
  }

  it('all come up on an empty database, and exactly one of them ran the migrations', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const url = throwawayDatabaseUrl(serverUrl!);
      await admin.orm.em.getConnection().execute(`create database "${dbName(url)}"`);
      await expectOneMigrated(url);
    }
  }, SETUP_TIMEOUT_MS);

  it('all come up when the database does not exist yet', async () => {
    for (let round = 0; round < ROUNDS; round += 1) await expectOneMigrated(throwawayDatabaseUrl(serverUrl!));
  }, SETUP_TIMEOUT_MS);
});
