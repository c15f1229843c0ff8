/**
 * `npm run seed:admin`: a fresh PostgreSQL database (BENCH_ADMIN_DATABASE, default
 * ledgerline_admin_bench, on BENCH_DATABASE_URL's server; dropped first) shaped like a big install
 * for the admin dashboard: ADMIN_COUNTS accounts with a user, a client and a subscription each
 * (70 % Free, 25 % Pro, 5 % Business, a third of the paid ones yearly) with their paid charges,
 * documents spread over the accounts and the last year (nine invoices to one estimate), installs
 * and contact messages. Bulk INSERT … SELECT generate_series; the schema is the gateway's migrations.
 */
import { openDatabase } from '../gateway/src/db/orm.ts';
import { ADMIN_COUNTS, adminDatabaseUrl } from './admin-install.ts';

const SEEDING_TIMEOUTS = { connectMs: 10_000, statementMs: 60 * 60_000 };
const ADDRESS = `'{"line1":"","line2":"","city":"Austin","region":"TX","postalCode":"78702","country":"United States"}'::jsonb`;
/** A moment in the last year, the same for the same g. */
const IN_LAST_YEAR = (g: string) => `now() - ((${g}::bigint * 7919) % 525600) * interval '1 minute'`;

async function main(): Promise<void> {
  const { accounts, documents } = ADMIN_COUNTS;
  const invoices = Math.round(documents * 0.9);
  const estimates = documents - invoices;
  const url = adminDatabaseUrl();
  const started = performance.now();
  const reset = await openDatabase({ kind: 'postgres', url, timeouts: SEEDING_TIMEOUTS });
  await reset.orm.schema.dropDatabase();
  await reset.close();
  const db = await openDatabase({ kind: 'postgres', url, timeouts: SEEDING_TIMEOUTS });
  const run = async (label: string, sql: string) => {
    await db.orm.em.fork().execute(sql, [], 'run');
    console.log(`${label} in ${Math.round(performance.now() - started)} ms`);
  };
  try {
    await run(`accounts: ${accounts}`, `insert into account (id, name, created_at) select gen_random_uuid(), 'Business ' || g, ${IN_LAST_YEAR('g')} from generate_series(1, ${accounts}) g`);
    await run(
      'users',
      `insert into app_user (id, account_id, username, username_key, email, password_hash, role, created_at, last_sign_in_at)
       select gen_random_uuid(), a.id, 'owner' || a.rn, 'owner' || a.rn, 'owner' || a.rn || '@example.com', 'not-a-hash', 'user', a.created_at,
         case when a.rn % 3 = 0 then null else now() - ((a.rn * 104729) % 86400) * interval '1 minute' end
       from (select id, created_at, row_number() over (order by id) as rn from account) a`,
    );
    await run(
      'clients',
      `insert into client (id, account_id, name, name_key, search_key, company, email, phone, contacts, billing_address, site_address, currency, tax_id, notes, archived, created_at, updated_at)
       select gen_random_uuid(), a.id, 'Client of ' || a.name, lower('Client of ' || a.name), lower('client of ' || a.name), '', '', '', '[]', ${ADDRESS}, ${ADDRESS}, null, '', '', false, a.created_at, a.created_at from account a`,
    );
    await run(
      'subscriptions',
      `insert into subscription (id, account_id, plan_key, interval, state, current_period_start, current_period_end, created_at, updated_at)
       select gen_random_uuid(), a.id, p.plan, case when p.plan = 'free' then null when a.rn % 3 = 0 then 'year' else 'month' end, 'active',
         case when p.plan = 'free' then null else now() - interval '10 days' end, case when p.plan = 'free' then null else now() + interval '20 days' end, a.created_at, now()
       from (select id, created_at, row_number() over (order by id) as rn from account) a
       cross join lateral (select case when a.rn % 20 = 0 then 'business' when a.rn % 4 = 0 then 'pro' else 'free' end as plan) p`,
    );
    await run(
      'charges (three paid periods per paid account)',
      `insert into subscription_charge (id, account_id, idempotency_key, kind, plan_key, interval, amount, currency, outcome, period_start, period_end, created_at)
       select gen_random_uuid(), s.account_id, s.id || '-' || k, case when k = 1 then 'checkout' else 'renewal' end, s.plan_key, s.interval,
         case s.interval when 'year' then p.price_year else p.price_month end, 'USD', 'paid',
         now() - (4 - k) * interval '30 days', now() - (3 - k) * interval '30 days', now() - (4 - k) * interval '30 days'
       from subscription s join plan p on p.key = s.plan_key cross join generate_series(1, 3) k where s.interval is not null`,
    );
    await run(
      `invoices: ${invoices}`,
      `insert into invoice (id, account_id, client_id, number, status, issue_date, due_date, currency, tax_mode, discount, notes, terms,
         subtotal, discount_total, net, taxes, tax_total, total, amount_paid, balance, public_token, sent_at, viewed_at, version, created_at, updated_at)
       select gen_random_uuid(), c.account_id, c.id, 'INV-' || g, 'sent', current_date, current_date + 30, 'USD', 'exclusive', null, '', '',
         10000, 0, 10000, '[]'::jsonb, 0, 10000, 0, 10000, null, now(), null, 1, ${IN_LAST_YEAR('g')}, now()
       from generate_series(1, ${invoices}) g
       join (select id, account_id, row_number() over (order by id) as rn from client) c on c.rn = (g % ${accounts}) + 1`,
    );
    await run(
      `estimates: ${estimates}`,
      `insert into estimate (id, account_id, client_id, base_number, revision, status, version, created_at, updated_at)
       select gen_random_uuid(), c.account_id, c.id, 'EST-' || g, 1, 'draft', 1, ${IN_LAST_YEAR('g')}, now()
       from generate_series(1, ${estimates}) g
       join (select id, account_id, row_number() over (order by id) as rn from client) c on c.rn = (g % ${accounts}) + 1`,
    );
    await run(
      'installs',
      `insert into install_log (id, document_type, device_type, source, created_at)
       select gen_random_uuid(), 'pwa', (array['mobile','tablet','desktop','other'])[(g % 4) + 1], 'pwa_utils', ${IN_LAST_YEAR('g')} from generate_series(1, ${Math.round(accounts * 2)}) g`,
    );
    await run(
      'contact messages',
      `insert into contact_message (id, name, email, subject, message, created_at)
       select gen_random_uuid(), 'Visitor ' || g, 'visitor' || g || '@example.com', 'Question ' || g, 'A question about invoices, number ' || g, ${IN_LAST_YEAR('g')}
       from generate_series(1, ${Math.max(10, Math.round(accounts / 5))}) g`,
    );
    // As autovacuum would on a live install: the visibility map lets the counts scan the indexes only.
    await run('vacuum analyze', 'vacuum analyze');
  } finally {
    await db.close();
  }
}

await main();
