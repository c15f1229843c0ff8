import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 10, templates: the account's templates (copies of a built-in design, logo in the row), one
 * default per document kind per account, and the template a document picked (null follows the default).
 */
export class Migration20261124100000_templates extends Migration {
  override up(): void {
    this.addSql(`create table "template" ("id" uuid not null, "account_id" uuid not null, "name" varchar(80) not null, "design" text not null, "accent_color" varchar(7) not null, "font" text not null, "paper_size" text null, "logo_position" text not null, "show" jsonb not null, "labels" jsonb not null, "header_text" text not null default '', "footer_text" text not null default '', "emails" jsonb not null, "logo" bytea null, "logo_type" varchar(20) null, "logo_sha256" varchar(64) null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "template_account_name_index" on "template" ("account_id", "name");`);
    this.addSql(`alter table "template" add constraint "template_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "template" add constraint "template_design_check" check ("design" in ('clean', 'classic', 'bold'));`);
    this.addSql(`alter table "template" add constraint "template_font_check" check ("font" in ('sans', 'serif'));`);
    this.addSql(`alter table "template" add constraint "template_paper_size_check" check ("paper_size" in ('A4', 'LETTER'));`);
    this.addSql(`alter table "template" add constraint "template_logo_position_check" check ("logo_position" in ('left', 'center', 'right'));`);

    this.addSql(`create table "template_default" ("id" uuid not null, "account_id" uuid not null, "kind" text not null, "template_id" uuid not null, primary key ("id"));`);
    this.addSql(`alter table "template_default" add constraint "template_default_account_kind_unique" unique ("account_id", "kind");`);
    this.addSql(`create index "template_default_template_id_index" on "template_default" ("template_id");`);
    this.addSql(`alter table "template_default" add constraint "template_default_account_id_foreign" foreign key ("account_id") references "account" ("id");`);
    this.addSql(`alter table "template_default" add constraint "template_default_template_id_foreign" foreign key ("template_id") references "template" ("id") on delete cascade;`);
    this.addSql(`alter table "template_default" add constraint "template_default_kind_check" check ("kind" in ('invoice', 'estimate', 'change_order'));`);

    // A deleted template leaves its documents on the account's default rather than blocking the delete.
    for (const table of ['invoice', 'estimate', 'change_order']) {
      this.addSql(`alter table "${table}" add column "template_id" uuid null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_template_id_foreign" foreign key ("template_id") references "template" ("id") on delete set null;`);
      this.addSql(`create index "${table}_template_id_index" on "${table}" ("template_id");`);
    }
  }
}
