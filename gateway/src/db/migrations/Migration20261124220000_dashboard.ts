import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13, the dashboard's figures in under 50 ms on a 100,000-invoice account: the outstanding
 * invoices (sent, partly paid) by due date, carrying what aging sums so it reads the index alone;
 * payments by date (paid this month, the chart); and the account's latest activity.
 */
export class Migration20261124220000_dashboard extends Migration {
  override up(): void {
    this.addSql(
      `create index "invoice_account_owed_index" on "invoice" ("account_id", "due_date") include ("client_id", "balance", "currency", "exchange_rate") where "status" in ('sent', 'partial');`,
    );
    this.addSql(`create index "payment_account_date_index" on "payment" ("account_id", "date") include ("invoice_id", "amount");`);
    this.addSql(`create index "activity_event_account_created_index" on "activity_event" ("account_id", "created_at" desc);`);
  }
}
