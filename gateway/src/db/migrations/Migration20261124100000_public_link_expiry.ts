import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, the document core's public link expiry: the owner may give a document's link a last day;
 * after it the link answers as a revoked one would. Null: the link does not expire.
 */
export class Migration20261124100000_public_link_expiry extends Migration {
  override up(): void {
    for (const table of ['invoice', 'estimate', 'change_order']) {
      this.addSql(`alter table "${table}" add column "public_link_expires_on" date null;`);
    }
  }
}
