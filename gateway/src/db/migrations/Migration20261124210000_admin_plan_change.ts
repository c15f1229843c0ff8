import { Migration } from '@mikro-orm/migrations';

/** Issue 12, item 5: an admin's plan change is an audited action too. */
export class Migration20261124210000_admin_plan_change extends Migration {
  override up(): void {
    this.addSql(`alter table "admin_audit_event" drop constraint "admin_audit_event_action_check";`);
    this.addSql(
      `alter table "admin_audit_event" add constraint "admin_audit_event_action_check" check ("action" in ('role_changed', 'user_disabled', 'user_enabled', 'contact_handled', 'contact_replied', 'table_exported', 'plan_changed'));`,
    );
  }
}
