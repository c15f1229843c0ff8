import { Migration } from '@mikro-orm/migrations';

/** Issue 11: where a plan was bought, so an email the renewal job sends (no request) can link back to the app. */
export class Migration20261124220000_subscription_link_origin extends Migration {
  override up(): void {
    this.addSql(`alter table "subscription" add column "link_origin" varchar(200) null;`);
  }
}
