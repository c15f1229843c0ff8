import { Migration } from '@mikro-orm/migrations';

/**
 * A pay application sent to its client to certify has a secret link, two more statuses (submitted,
 * certified), and keeps the payment due it asked once certified; the client signs it like an estimate.
 */
export class Migration20261204010000_pay_application_certification extends Migration {
  override up(): void {
    this.addSql(`alter table "pay_application" add "public_token" varchar(64) null, add "requested_payment_due" bigint null;`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_public_token_unique" unique ("public_token");`);
    this.addSql(`alter table "pay_application" drop constraint "pay_application_status_check";`);
    this.addSql(`alter table "pay_application" add constraint "pay_application_status_check" check ("status" in ('draft', 'submitted', 'certified', 'invoiced'));`);
    this.addSql(`alter table "document_signature" drop constraint "document_signature_subject_kind_check";`);
    this.addSql(`alter table "document_signature" add constraint "document_signature_subject_kind_check" check ("subject_kind" in ('estimate', 'change_order', 'pay_application'));`);
  }
}
