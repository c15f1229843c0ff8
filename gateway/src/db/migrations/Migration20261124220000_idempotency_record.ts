import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13, item 3: the Idempotency-Key records serve document saves as well as payments now (an
 * outbox replays a save offline drafting queued), so their table loses the payments prefix.
 */
export class Migration20261124220000_idempotency_record extends Migration {
  override up(): void {
    this.addSql(`alter table "payment_idempotency_record" rename to "idempotency_record";`);
    this.addSql(`alter table "idempotency_record" rename constraint "payment_idempotency_record_pkey" to "idempotency_record_pkey";`);
    this.addSql(`alter table "idempotency_record" rename constraint "payment_idempotency_record_account_key_unique" to "idempotency_record_account_key_unique";`);
    this.addSql(`alter table "idempotency_record" rename constraint "payment_idempotency_record_account_id_foreign" to "idempotency_record_account_id_foreign";`);
    this.addSql(`alter table "idempotency_record" rename constraint "payment_idempotency_record_state_check" to "idempotency_record_state_check";`);
  }
}
