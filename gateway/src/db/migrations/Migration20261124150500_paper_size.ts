import { Migration } from '@mikro-orm/migrations';

/** Issue 10: the paper of an account's PDFs, A4 or US Letter; null (every existing account) follows the business's country. */
export class Migration20261124150500_paper_size extends Migration {
  override up(): void {
    this.addSql(`alter table "account_settings" add column "paper_size" text null;`);
    this.addSql(`alter table "account_settings" add constraint "account_settings_paper_size_check" check ("paper_size" in ('A4', 'LETTER'));`);
  }
}
