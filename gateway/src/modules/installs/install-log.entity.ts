import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DEVICE_TYPES } from '@ledgerline/contracts';
import { Account } from '../accounts/account.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * One app installation reported by the browser; user and account are known only when signed in.
 * Not account-scoped: it is platform telemetry that the admin reads across all accounts.
 */
export const InstallLog = defineEntity({
  name: 'InstallLog',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    documentType: p.string().length(16),
    deviceType: p.enum(DEVICE_TYPES),
    source: p.string().length(32),
    user: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    account: () => p.manyToOne(Account).ref().nullable().deleteRule('set null'),
    /** Indexed for the admin dashboard's installs in a period. */
    createdAt: p.datetime().onCreate(() => new Date()).index('install_log_created_index'),
  },
});
export type IInstallLog = InferEntity<typeof InstallLog>;
