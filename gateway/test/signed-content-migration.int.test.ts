import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { loadConfig } from '../src/config.ts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { sharedOptions } from '../src/db/orm-options.ts';
import { pgliteDriverOptions } from '../src/db/pglite-extensions.ts';
import type { Orm } from '../src/db/orm.ts';
import { connectPostgres } from '../src/db/postgres.ts';
import { Client } from '../src/modules/clients/client.entity.ts';
import { findSignature } from '../src/modules/document-core/signature.ts';
import { shownClientRef, shownPublicClient } from '../src/modules/document-core/signed-parties.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { testPostgresServer, throwawayDatabaseUrl } from './support/test-database.ts';

/**
 * The signed-content migration on a database that holds signatures made before it: an accepted
 * estimate with an approved change order, and an accepted estimate revised since, their client
 * renamed after signing. The rows were written by the app as it stood then, hashes included.
 */
const BEFORE = 'Migration20261125000000_dashboard_snapshots';
const TABLES = ['account', 'client', 'estimate', 'estimate_revision', 'estimate_line', 'change_order', 'change_order_line', 'document_signature'] as const;
type Row = Record<string, unknown>;
const fixture = JSON.parse(readFileSync(new URL('./fixtures/signed-documents-before-snapshots.json', import.meta.url), 'utf8')) as Record<(typeof TABLES)[number], Row[]>;

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

const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);
const sqlValue = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

it('gives each signature the content its hash was computed over, with the client as signed', async () => {
  for (const table of TABLES) {
    for (const row of fixture[table]) {
      const columns = Object.keys(row);
      await sql(`insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`, Object.values(row).map(sqlValue));
    }
  }

  await orm.migrator.up();

  const signatures = await sql(`select * from "document_signature" order by "id"`);
  expect(signatures.map((row) => ({ id: row.id, hash: createHash('sha256').update(String(row.signed_content)).digest('hex') }))).toEqual(
    fixture.document_signature.map((row) => ({ id: row.id, hash: row.content_hash })),
  );
  expect(signatures[0]).not.toHaveProperty('signed_client');
  const [renamed] = fixture.client;
  expect(renamed).toMatchObject({ name: 'Dana W. Renamed' });
  for (const row of signatures) expect(JSON.parse(String(row.signed_content)).client).toEqual({ id: renamed?.id, name: 'Dana Whitfield', company: 'Whitfield Homes' });

  const em = orm.em.fork();
  scopeToAccount(em, String(fixture.account[0]?.id));
  const client = await em.findOneOrFail(Client, String(renamed?.id));
  const changeOrder = fixture.change_order[0];
  const signature = await findSignature(em, 'change_order', String(changeOrder?.id));
  expect(JSON.parse(String(signature?.signedContent))).toMatchObject({ number: changeOrder?.number, estimateNumber: 'EST-0001' });
  // Only the name and company were signed then: the client's other members read as they are now.
  expect(shownClientRef(client, signature)).toEqual({ id: client.id, name: 'Dana Whitfield', company: 'Whitfield Homes' });
  expect(shownPublicClient(client, signature)).toEqual({
    name: 'Dana Whitfield',
    company: 'Whitfield Homes',
    email: client.email,
    billingAddress: client.billingAddress,
    taxId: client.taxId,
  });
}, SETUP_TIMEOUT_MS);
