import { randomUUID } from 'node:crypto';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { loadConfig } from '../src/config.ts';
import { sharedOptions } from '../src/db/orm-options.ts';
import { pgliteDriverOptions } from '../src/db/pglite-extensions.ts';
import type { Orm } from '../src/db/orm.ts';
import { connectPostgres } from '../src/db/postgres.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { testPostgresServer, throwawayDatabaseUrl } from './support/test-database.ts';

/**
 * The document-core migration on a database that already holds invoices: their activity keeps
 * belonging to them (now as its subject), and the counters keep their values as the accounts' own
 * series.
 */
const BEFORE = 'Migration20261121130000_notifications';

let orm: Orm;
beforeAll(async () => {
  const server = testPostgresServer();
  orm = server
    ? await connectPostgres(throwawayDatabaseUrl(server), loadConfig({}).databaseTimeouts)
    : ((await PgliteMikroORM.init({ ...sharedOptions, dbName: 'memory://', driverOptions: pgliteDriverOptions() })) as unknown as Orm);
  await orm.migrator.up({ to: BEFORE });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  if (testPostgresServer()) await orm.schema.dropDatabase();
  await orm.close();
});

it('backfills the subject of every activity event and keeps each counter as the account series', async () => {
  const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);
  const [account, client, invoice, event] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await sql(`insert into "account" ("id", "name", "created_at") values (?, 'Old account', now())`, [account]);
  await sql(
    `insert into "client" ("id", "account_id", "name", "name_key", "search_key", "contacts", "billing_address", "site_address", "created_at", "updated_at")
    values (?, ?, 'Old client', 'old client', 'old client', '[]', '{}', '{}', now(), now())`,
    [client, account],
  );
  await sql(
    `insert into "invoice" ("id", "account_id", "client_id", "number", "issue_date", "due_date", "currency", "tax_mode", "subtotal", "discount_total", "net", "taxes", "tax_total", "total", "amount_paid", "balance", "created_at", "updated_at")
    values (?, ?, ?, 'INV-0007', '2026-11-01', '2026-12-01', 'USD', 'exclusive', 0, 0, 0, '[]', 0, 0, 0, 0, now(), now())`,
    [invoice, account, client],
  );
  await sql(`insert into "activity_event" ("id", "account_id", "invoice_id", "type", "summary", "created_at") values (?, ?, ?, 'created', 'Created invoice INV-0007', now())`, [
    event,
    account,
    invoice,
  ]);
  await sql(`insert into "document_counter" ("id", "account_id", "kind", "next_value", "live_count") values (?, ?, 'invoice', 8, 1)`, [randomUUID(), account]);

  await orm.migrator.up();

  expect(await sql(`select "subject_kind", "subject_id", "summary" from "activity_event" where "id" = ?`, [event])).toEqual([
    { subject_kind: 'invoice', subject_id: invoice, summary: 'Created invoice INV-0007' },
  ]);
  expect(await sql(`select "kind", "scope", "next_value", "live_count" from "document_counter" where "account_id" = ?`, [account])).toEqual([
    { kind: 'invoice', scope: '', next_value: 8, live_count: 1 },
  ]);
}, SETUP_TIMEOUT_MS);
