import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows the dashboard's figures and chart read, and the changes that matter in each. */
const COUNTED = [
  { table: 'invoice', events: 'insert or update or delete' },
  { table: 'invoice_line', events: 'insert or update or delete' },
  { table: 'payment', events: 'insert or update or delete' },
  { table: 'estimate', events: 'insert or update or delete' },
  { table: 'estimate_revision', events: 'insert or update or delete' },
  { table: 'estimate_line', events: 'insert or update or delete' },
  { table: 'change_order', events: 'insert or update or delete' },
  { table: 'change_order_line', events: 'insert or update or delete' },
  // Aging names the clients owed the most.
  { table: 'client', events: 'update of name or delete' },
  // Every figure is in the account's currency.
  { table: 'account_settings', events: 'insert or update of currency' },
];

/**
 * Issue 13, the dashboard's figures in under 50 ms p95 on a 100,000-invoice account: they are
 * stored (dashboard_snapshot) and served until the account's data revision moves.
 *
 * Why triggers: every write that could change a figure advances the revision in its own
 * transaction, whichever code path made it (routes, jobs, the public link, webhooks, raw SQL), so
 * a stored figure can never outlive the data it was computed from.
 *
 * Why deferred to commit: the revision is one row per account, and its row lock is held until the
 * transaction ends. Taken at the first write, it would serialise the account's writing transactions
 * for their whole length and, taken after a document's lock by one and before it by another,
 * deadlock them. Taken at commit, it is every transaction's last lock, held for an instant. A
 * constraint trigger is per row, so a transaction-local setting remembers the accounts already
 * advanced and the later rows of a bulk write return at once.
 */
export class Migration20261125000000_dashboard_snapshots extends Migration {
  override up(): void {
    this.addSql(
      `create table "dashboard_revision" ("id" uuid not null, "account_id" uuid not null, "revision" bigint not null default '0', primary key ("id"));`,
    );
    this.addSql(`alter table "dashboard_revision" add constraint "dashboard_revision_account_id_unique" unique ("account_id");`);
    this.addSql(
      `create table "dashboard_snapshot" ("id" uuid not null, "account_id" uuid not null, "kind" varchar(40) not null, "revision" bigint not null, "today" date not null, "currency" varchar(3) not null, "body" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "dashboard_snapshot" add constraint "dashboard_snapshot_key_unique" unique ("account_id", "kind", "revision", "today", "currency");`);
    this.addSql(
      `alter table "dashboard_revision" add constraint "dashboard_revision_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "dashboard_snapshot" add constraint "dashboard_snapshot_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );
    // An account deleted in the same transaction has nothing left to count (and no row to refer to).
    this.addSql(`create function "dashboard_data_changed"() returns trigger language plpgsql as $$
declare
  changed uuid := case when tg_op = 'DELETE' then old.account_id else new.account_id end;
  advanced text := coalesce(current_setting('ledgerline.dashboard_advanced', true), '');
begin
  if position(changed::text in advanced) > 0 then
    return null;
  end if;
  insert into dashboard_revision (id, account_id, revision)
    select gen_random_uuid(), changed, 1 where exists (select 1 from account a where a.id = changed)
    on conflict (account_id) do update set revision = dashboard_revision.revision + 1;
  perform set_config('ledgerline.dashboard_advanced', advanced || changed::text || ' ', true);
  return null;
end
$$;`);
    for (const { table, events } of COUNTED) {
      this.addSql(
        `create constraint trigger "${table}_dashboard_data_changed" after ${events} on "${table}" deferrable initially deferred for each row execute function "dashboard_data_changed"();`,
      );
    }
  }
}
