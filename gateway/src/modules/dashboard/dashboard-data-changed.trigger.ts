import type { TriggerDef } from '@mikro-orm/core';

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * The trigger through which a table's writes advance the account's dashboard revision, as
 * Migration20261125000000_dashboard_snapshots creates it (where the reasons are). Declared on each
 * entity whose rows the dashboard counts, so the schema the entities describe holds it too.
 * `events` is the SQL event list ("update of name or delete" where only some changes count).
 */
export function dashboardDataChanged(table: string, events = 'insert or update or delete'): TriggerDef {
  return {
    name: `${table}_dashboard_data_changed`,
    timing: 'after',
    events: EVENTS.filter((event) => events.includes(event)),
    expression: `create constraint trigger "${table}_dashboard_data_changed" after ${events} on "${table}" deferrable initially deferred for each row execute function "dashboard_data_changed"();`,
  };
}
