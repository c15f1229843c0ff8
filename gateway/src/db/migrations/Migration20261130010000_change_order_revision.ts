import { Migration } from '@mikro-orm/migrations';

/**
 * A change order's client signed "the revision they read", which was its row version: sending it
 * again or changing its link moved it, so a client who opened the page before was refused as stale
 * with nothing changed. It gets a content revision of its own, as an estimate has, moved only by an
 * edit; those made before start at 1.
 */
export class Migration20261130010000_change_order_revision extends Migration {
  override up(): void {
    this.addSql(`alter table "change_order" add "revision" int not null default 1;`);
  }
}
