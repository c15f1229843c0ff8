/**
 * `npm run seed:large`: a fresh PostgreSQL database (BENCH_DATABASE_URL's server, database
 * BENCH_LARGE_DATABASE, default ledgerline_large; dropped first if it exists) with one account
 * holding 5,000 clients (each with a billing contact) and 100,000 invoices of two lines each (a
 * labour line naming one of 24 jobs, a materials line naming one of 16), for the invoice list and
 * search benches. With BENCH_LARGE_DATA_DIR set, the same account goes into a fresh embedded PGlite
 * database in that folder instead (bench/search.bench.ts measures search there too).
 * The schema comes from the gateway's migrations and the user from its registration code; the rows
 * are bulk INSERT … SELECT generate_series, so it takes seconds rather than hours. Figures follow the
 * calculator's rule (half-up once per line), so totals equal the sum of their lines.
 */
import { readdir } from 'node:fs/promises';
import { scopeToAccount } from '../gateway/src/db/account-scope.ts';
import { openDatabase, type Database } from '../gateway/src/db/orm.ts';
import { createUserWithAccount } from '../gateway/src/modules/users/users.service.ts';
import { updateSettings } from '../gateway/src/modules/settings/settings.service.ts';
import { accountSettingsSchema } from '@ledgerline/contracts';
import { LARGE_COUNTS, LARGE_USER, largeDatabaseUrl } from './large-account.ts';

/** Seeding writes 100,000 invoices a statement: no statement limit a request would have. */
const SEEDING_TIMEOUTS = { connectMs: 10_000, statementMs: 60 * 60_000 };
const ADDRESS = `'{"line1":"","line2":"","city":"Austin","region":"TX","postalCode":"78702","country":"United States"}'::jsonb`;
const TAX = `'[{"id":"tx","name":"Sales tax","rate":"8.25"}]'::jsonb`;

/**
 * Per-invoice figures from its sequence number g (labour q h × p, materials m taxed at 8.25 %), as
 * the CTE "f"; its two parameters are the account id.
 */
const FIGURES = `with numbered_client as (select id, row_number() over (order by id) as rn from client where account_id = ?),
f as (
  select g, ?::uuid as account_id, c.id as client_id,
    (g % 10) + 1 as q, 5000 + (g % 37) * 250 as p, 10000 + (g % 53) * 1000 as m,
    round((10000 + (g % 53) * 1000) * 0.0825)::bigint as tax,
    current_date - (g % 1095) as issue_date,
    (array['paid','paid','paid','paid','paid','paid','sent','sent','partial','draft','void','sent'])[(g % 12) + 1] as status
  from generate_series(1, ${LARGE_COUNTS.invoices}) g
  join numbered_client c on c.rn = (g % ${LARGE_COUNTS.clients}) + 1
)`;

/** A fresh database: the large PostgreSQL one dropped and made again, or an embedded one in an empty folder. */
async function freshDatabase(): Promise<{ db: Database; where: string }> {
  const dataDir = process.env.BENCH_LARGE_DATA_DIR;
  if (dataDir) {
    if ((await readdir(dataDir).catch(() => [])).length > 0) throw new Error(`${dataDir} is not empty`);
    return { db: await openDatabase({ kind: 'embedded', dataDir }), where: `embedded database in ${dataDir}` };
  }
  const url = largeDatabaseUrl();
  const reset = await openDatabase({ kind: 'postgres', url, timeouts: SEEDING_TIMEOUTS });
  await reset.orm.schema.dropDatabase();
  await reset.close();
  return { db: await openDatabase({ kind: 'postgres', url, timeouts: SEEDING_TIMEOUTS }), where: `Database ${url}` };
}

/** What the lines name, so a search by line text matches a share of them rather than all. */
const JOBS = [
  'kitchen remodel', 'bathroom tiling', 'deck staining', 'roof repair', 'gutter cleaning', 'fence install', 'drywall patching', 'window replacement',
  'porch rebuild', 'skylight flashing', 'basement waterproofing', 'attic insulation', 'driveway sealing', 'chimney repointing', 'siding repair', 'stair railing',
  'garage door service', 'furnace tune-up', 'water heater swap', 'sump pump install', 'cabinet refacing', 'hardwood refinishing', 'patio pavers', 'shed framing',
];
const MATERIALS = [
  'lumber', 'cedar boards', 'ceramic tile', 'asphalt shingles', 'copper flashing', 'drywall sheets', 'vinyl siding', 'insulation batts',
  'concrete mix', 'pavers', 'stain and sealer', 'PVC pipe', 'railing kit', 'hinges and hardware', 'oak flooring', 'paint',
];
/** SQL picking one of `texts` by the integer expression `by`. */
const pick = (texts: string[], by: string) => `(array[${texts.map((text) => `'${text}'`).join(', ')}])[(${by}) % ${texts.length} + 1]`;

async function main(): Promise<void> {
  const started = performance.now();
  const { db, where } = await freshDatabase();
  try {
    const user = await createUserWithAccount(db.orm.em.fork(), { ...LARGE_USER, role: 'user' });
    const accountId = user.account.id;
    const em = db.orm.em.fork();
    scopeToAccount(em, accountId);
    await updateSettings(em, accountId, accountSettingsSchema.parse({ businessName: 'Large Account Inc', currency: 'USD', taxRates: [{ id: 'tx', name: 'Sales tax', rate: '8.25' }] }));
    const run = (sql: string, params: unknown[] = []) => db.orm.em.fork().execute(sql, params, 'run');

    await run(
      `insert into client (id, account_id, name, name_key, search_key, company, email, phone, contacts, billing_address, site_address, currency, tax_id, notes, archived, created_at, updated_at)
      select gen_random_uuid(), ?, n.name, lower(n.name), lower(n.name || ' Company ' || g || ' client' || g || '@example.com Accounts ' || g || ' ap' || g || '@billing.example'),
        'Company ' || g, 'client' || g || '@example.com', '', jsonb_build_array(jsonb_build_object('name', 'Accounts ' || g, 'email', 'ap' || g || '@billing.example', 'phone', '')), ${ADDRESS}, ${ADDRESS}, null, '', '', false, now(), now()
      from generate_series(1, ${LARGE_COUNTS.clients}) g
      cross join lateral (select (array['Harbor','Summit','Cedar','Maple','Granite','Lakeside','Pioneer','Riverside'])[(g % 8) + 1] || ' ' ||
        (array['Dental','Builders','Roofing','Cafe','Properties','Studio','Plumbing','Electric'])[((g / 8) % 8) + 1] || ' ' || g as name) n`,
      [accountId],
    );
    console.log(`clients: ${LARGE_COUNTS.clients} in ${Math.round(performance.now() - started)} ms`);

    await run(
      `${FIGURES} insert into invoice (id, account_id, client_id, number, status, issue_date, due_date, currency, tax_mode, discount, notes, terms,
        subtotal, discount_total, net, taxes, tax_total, total, amount_paid, balance, public_token, sent_at, viewed_at, version, created_at, updated_at)
      select gen_random_uuid(), f.account_id, f.client_id, 'INV-' || lpad(f.g::text, 6, '0'), f.status, f.issue_date, f.issue_date + 30, 'USD', 'exclusive', null, '', '',
        f.q * f.p + f.m, 0, f.q * f.p + f.m, jsonb_build_array(jsonb_build_object('key', 'tx', 'name', 'Sales tax', 'rate', '8.25', 'amount', f.tax)), f.tax,
        f.q * f.p + f.m + f.tax, paid.amount, f.q * f.p + f.m + f.tax - paid.amount,
        null, case when f.status <> 'draft' then f.issue_date::timestamptz end, null, 1, now(), now()
      from f
      cross join lateral (select case f.status when 'paid' then f.q * f.p + f.m + f.tax when 'partial' then (f.q * f.p + f.m + f.tax) / 2 else 0 end as amount) paid`,
      [accountId, accountId],
    );
    console.log(`invoices: ${LARGE_COUNTS.invoices} in ${Math.round(performance.now() - started)} ms`);

    await run(
      `${FIGURES} insert into invoice_line (id, account_id, invoice_id, position, description, quantity, unit_price, unit, taxes, discount, amount, discount_share, net, tax_amounts, total)
      select gen_random_uuid(), i.account_id, i.id, 0, 'Labour: ' || ${pick(JOBS, 'f.g')}, f.q::text, f.p, 'h', '[]'::jsonb, null::jsonb, f.q * f.p, 0, f.q * f.p, '[]'::jsonb, f.q * f.p
      from f join invoice i on i.account_id = f.account_id and i.number = 'INV-' || lpad(f.g::text, 6, '0')
      union all
      select gen_random_uuid(), i.account_id, i.id, 1, 'Materials: ' || ${pick(MATERIALS, 'f.g / 24')}, '1', f.m, '', ${TAX}, null, f.m, 0, f.m,
        jsonb_build_array(jsonb_build_object('key', 'tx', 'name', 'Sales tax', 'rate', '8.25', 'amount', f.tax)), f.m + f.tax
      from f join invoice i on i.account_id = f.account_id and i.number = 'INV-' || lpad(f.g::text, 6, '0')`,
      [accountId, accountId],
    );
    await run(
      `insert into payment (id, account_id, invoice_id, amount, date, method, reference, sequence, created_at)
      select gen_random_uuid(), account_id, id, amount_paid, issue_date + 10, 'bank_transfer', '', 1, now() from invoice where account_id = ? and amount_paid > 0`,
      [accountId],
    );
    await run(`insert into document_counter (id, account_id, kind, next_value, live_count) values (gen_random_uuid(), ?, 'invoice', ?, ?)`, [accountId, LARGE_COUNTS.invoices + 1, LARGE_COUNTS.invoices]);
    await run('analyze');
    console.log(`lines and payments done; total ${Math.round((performance.now() - started) / 1000)} s`);
    console.log(`${where}; sign in as "${LARGE_USER.username}" / "${LARGE_USER.password}".`);
  } finally {
    await db.close();
  }
}

await main();
