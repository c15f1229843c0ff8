import { Migration } from '@mikro-orm/migrations';

/**
 * Links in emails are built from the configured APP_URL, so the addresses once remembered from
 * requests (where reminders were saved, where a plan was bought) are no longer read.
 */
export class Migration20261128000000_links_from_app_url extends Migration {
  override up(): void {
    this.addSql(`alter table "payment_reminder_settings" drop column "link_origin";`);
    this.addSql(`alter table "subscription" drop column "link_origin";`);
  }
}
