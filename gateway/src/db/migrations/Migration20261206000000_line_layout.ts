import { Migration } from '@mikro-orm/migrations';

/**
 * A job's final invoice keeps the estimate's discount on the estimate's lines, under headings; its
 * credit notes follow it. A pay application's line is taxed on its whole to date less what was taxed before.
 */
export class Migration20261206000000_line_layout extends Migration {
  override up(): void {
    this.addSql(`alter table "invoice" add column "line_layout" jsonb null;`);
    this.addSql(`alter table "credit_note" add column "line_layout" jsonb null;`);
    this.addSql(`alter table "invoice_line" add column "taxed_before" bigint null;`);
    this.addSql(`alter table "credit_note_line" add column "taxed_before" bigint null;`);
  }
}
