import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, the document core: activity names its document by kind and id instead of a foreign key
 * to invoice (every existing event is an invoice's), and counters are kept per (account, kind,
 * scope), so change orders can be numbered per estimate. Existing counters are the accounts' own
 * series (scope '').
 */
export class Migration20261122000000_document_core extends Migration {
  override up(): void {
    this.addSql(`alter table "activity_event" add column "subject_kind" text null, add column "subject_id" uuid null;`);
    this.addSql(`update "activity_event" set "subject_kind" = 'invoice', "subject_id" = "invoice_id";`);
    this.addSql(`alter table "activity_event" alter column "subject_kind" set not null, alter column "subject_id" set not null;`);
    this.addSql(`alter table "activity_event" add constraint "activity_event_subject_kind_check" check ("subject_kind" in ('invoice', 'estimate', 'change_order'));`);
    this.addSql(`alter table "activity_event" drop constraint "activity_event_invoice_id_foreign";`);
    this.addSql(`drop index "activity_event_invoice_created_index";`);
    this.addSql(`alter table "activity_event" drop column "invoice_id";`);
    this.addSql(`create index "activity_event_subject_created_index" on "activity_event" ("subject_kind", "subject_id", "created_at");`);

    this.addSql(`alter table "document_counter" add column "scope" varchar(36) not null default '';`);
    this.addSql(`alter table "document_counter" drop constraint "document_counter_account_kind_unique";`);
    this.addSql(`alter table "document_counter" add constraint "document_counter_account_kind_scope_unique" unique ("account_id", "kind", "scope");`);
  }
}
