import { Migration } from '@mikro-orm/migrations';

/**
 * client.search_key: name, company and email lower-cased once on write, so searching 5,000
 * clients is one LIKE per row instead of three lower() calls. A migration of its own because
 * databases may already have run the earlier ones.
 */
export class Migration20261121120000_client_search_key extends Migration {
  override up(): void {
    this.addSql(`alter table "client" add column "search_key" text not null default '';`);
    this.addSql(`update "client" set "search_key" = lower("name" || ' ' || "company" || ' ' || "email");`);
  }
}
