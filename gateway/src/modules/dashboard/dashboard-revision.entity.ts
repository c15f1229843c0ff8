import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * Per account, a number that moves whenever anything the dashboard counts changes. Database
 * triggers advance it in the writing transaction (Migration20261125000000_dashboard_snapshots), so
 * no write path can forget to; a stored dashboard names the revision it was computed at.
 */
export const DashboardRevision = defineEntity({
  name: 'DashboardRevision',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.oneToOne(Account).ref().owner().unique().deleteRule('cascade'),
    revision: p.bigint().default(0),
  },
});
export type IDashboardRevision = InferEntity<typeof DashboardRevision>;
