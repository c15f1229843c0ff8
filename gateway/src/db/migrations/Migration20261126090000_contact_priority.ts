import { Migration } from '@mikro-orm/migrations';

/** Priority support: a contact message sent by an account whose plan includes it is answered first. */
export class Migration20261126090000_contact_priority extends Migration {
  override up(): void {
    this.addSql(`alter table "contact_message" add column "priority" boolean not null default false;`);
  }
}
