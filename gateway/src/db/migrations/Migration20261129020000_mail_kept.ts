import { Migration } from '@mikro-orm/migrations';

/**
 * A message the local mailbox kept (no SMTP server configured) reached no one, so it is no longer
 * called delivered: it gets a status of its own, and those kept before are told apart by the local
 * mailbox's answer.
 */
export class Migration20261129020000_mail_kept extends Migration {
  override up(): void {
    this.addSql(`alter table "mail_message" drop constraint "mail_message_status_check";`);
    this.addSql(`alter table "mail_message" add constraint "mail_message_status_check" check ("status" in ('queued', 'sending', 'delivered', 'kept', 'failed'));`);
    // The local mailbox's answer as it read when these were kept (LOCAL_MAILBOX_RESPONSE).
    this.addSql(`update "mail_message" set "status" = 'kept' where "status" = 'delivered' and "last_response" = 'Kept in the local mailbox: no SMTP server is configured (SMTP_URL).';`);
  }
}
