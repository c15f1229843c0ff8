import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';

/**
 * A dashboard answer as computed at one data revision, on one day, in one account currency, so
 * every gateway process serves it until any of the three moves (dashboard-snapshots.ts). The kind
 * names the answer and its format, so a deploy that changes the format never serves an old one.
 */
export const DashboardSnapshot = defineEntity({
  name: 'DashboardSnapshot',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'dashboard_snapshot_key_unique', properties: ['account', 'kind', 'revision', 'today', 'currency'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().deleteRule('cascade'),
    kind: p.string().length(40),
    revision: p.bigint(),
    today: p.date(),
    currency: p.string().length(3),
    body: p.json<unknown>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IDashboardSnapshot = InferEntity<typeof DashboardSnapshot>;
