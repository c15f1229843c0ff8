import { Migration } from '@mikro-orm/migrations';

/**
 * A late fee was added to the overdue invoice as a line, changing an issued invoice. It is now
 * charged as an invoice of its own, which the reminder that charged it names; fees added before
 * keep their lines and have none.
 */
export class Migration20261201000000_late_fee_invoice extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice_reminder" add "late_fee_invoice_id" uuid null;`);
    this.addSql(
      `alter table "invoice_reminder" add constraint "invoice_reminder_late_fee_invoice_id_foreign" foreign key ("late_fee_invoice_id") references "invoice" ("id") on delete set null;`,
    );
    this.addSql(`alter table "invoice_reminder" add constraint "invoice_reminder_late_fee_invoice_unique" unique ("late_fee_invoice_id");`);
  }
}
