import { randomUUID } from 'node:crypto';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { loadConfig } from '../src/config.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { sharedOptions } from '../src/db/orm-options.ts';
import { pgliteDriverOptions } from '../src/db/pglite-extensions.ts';
import type { Orm } from '../src/db/orm.ts';
import { connectPostgres } from '../src/db/postgres.ts';
import { SETUP_TIMEOUT_MS } from './support/business.ts';
import { testPostgresServer, throwawayDatabaseUrl } from './support/test-database.ts';

/**
 * Rows stored while line breaks were still taken in header text: the migration puts each on one
 * line, so the browser, which reads them through the schemas that now refuse a break, can read them.
 */
const MIGRATION = 'Migration20261129010000_header_text_on_one_line';
const BEFORE = migrationsList[migrationsList.findIndex((migration) => migration.name === MIGRATION) - 1]!.name;

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

it('turns each line break in business names, client and contact names and template email subjects into a space', async () => {
  const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);
  const [account, client, tidy, template] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await sql(`insert into "account" ("id", "name", "created_at") values (?, 'Old account', now())`, [account]);
  await sql(`insert into "account_settings" ("id", "account_id", "business_name", "address", "currency", "tax_rates", "updated_at") values (?, ?, ?, '{}', 'USD', '[]', now())`, [
    randomUUID(),
    account,
    'Hammer &\r\n Sons',
  ]);
  const contacts = [
    { name: 'Ann\nPayable', email: 'ann@acme.example', phone: '' },
    { name: 'Sam Site', email: 'sam@acme.example', phone: '' },
  ];
  const insertClient = `insert into "client" ("id", "account_id", "name", "name_key", "search_key", "contacts", "billing_address", "site_address", "created_at", "updated_at")
    values (?, ?, ?, ?, ?, ?, '{}', '{}', now(), now())`;
  await sql(insertClient, [client, account, 'Acme\r\nBuilding', 'acme\r\nbuilding', 'acme\r\nbuilding ann\npayable ann@acme.example sam site sam@acme.example', JSON.stringify(contacts)]);
  await sql(insertClient, [tidy, account, 'Tidy Co', 'tidy co', 'tidy co', '[]']);
  const emails = {
    invoice: { subject: 'Invoice {document.number}\nBcc: everyone@elsewhere.example', body: 'Hello,\n\nHere it is.' },
    estimate: { subject: 'Estimate {document.number}', body: 'Hello,\n\nHere it is.' },
    change_order: { subject: 'Change order {document.number}', body: 'Hello,\n\nHere it is.' },
  };
  await sql(
    `insert into "template" ("id", "account_id", "name", "design", "accent_color", "font", "logo_position", "show", "labels", "emails", "created_at", "updated_at")
     values (?, ?, 'Old template', 'clean', '#1677ff', 'sans', 'left', '{}', '{}', ?, now(), now())`,
    [template, account, JSON.stringify(emails)],
  );

  await orm.migrator.up({ to: MIGRATION });

  expect(await sql(`select "business_name" from "account_settings" where "account_id" = ?`, [account])).toEqual([{ business_name: 'Hammer & Sons' }]);
  const clients = await sql(`select "id", "name", "name_key", "search_key", "contacts" from "client" where "account_id" = ? order by "name"`, [account]);
  expect(clients).toEqual([
    {
      id: client,
      name: 'Acme Building',
      name_key: 'acme building',
      search_key: 'acme building ann payable ann@acme.example sam site sam@acme.example',
      contacts: [{ ...contacts[0], name: 'Ann Payable' }, contacts[1]],
    },
    { id: tidy, name: 'Tidy Co', name_key: 'tidy co', search_key: 'tidy co', contacts: [] },
  ]);
  const [stored] = await sql(`select "emails" from "template" where "id" = ?`, [template]);
  expect(stored?.emails).toEqual({ ...emails, invoice: { ...emails.invoice, subject: 'Invoice {document.number} Bcc: everyone@elsewhere.example' } });
}, SETUP_TIMEOUT_MS);
