import type { EntityManager } from '@mikro-orm/core';
import { DEVICE_TYPES, DOCUMENT_KINDS, type AdminDashboard } from '@ledgerline/contracts';
import {
  accountsByPlan,
  activeAccounts,
  contactMessagesWaiting,
  documentsCreated,
  installsByDevice,
  mrrMovements,
  signupsPerDay,
  type Period,
} from './admin-queries.ts';
import { daysOf, weekStartOf } from './admin-period.ts';

/** The dashboard of one period: each figure from its own named query, zeros filled in. */
export async function buildDashboard(em: EntityManager, period: Period & { from: string; to: string }, now: Date): Promise<AdminDashboard> {
  const signups = new Map((await signupsPerDay(em, period)).map((row) => [row.day, row.accounts]));
  const signupsPerDayList = daysOf(period).map((day) => ({ day, accounts: signups.get(day) ?? 0 }));
  const weeks = new Map<string, number>();
  for (const { day, accounts } of signupsPerDayList) weeks.set(weekStartOf(day), (weeks.get(weekStartOf(day)) ?? 0) + accounts);

  const plans = await accountsByPlan(em);
  const movements = await mrrMovements(em, period);
  const documents = new Map((await documentsCreated(em, period)).map((row) => [row.kind, row.created]));
  const installs = new Map((await installsByDevice(em, period)).map((row) => [row.deviceType, row.installs]));

  return {
    period: { from: period.from, to: period.to },
    signupsPerDay: signupsPerDayList,
    signupsPerWeek: [...weeks].map(([weekStart, accounts]) => ({ weekStart, accounts })),
    activeAccounts: await activeAccounts(em, now),
    accountsByPlan: plans.map(({ plan, planName, accounts, mrr }) => ({ plan, planName, accounts, mrr })),
    mrr: {
      currency: plans.find((plan) => plan.currency)?.currency ?? 'USD',
      total: plans.reduce((sum, plan) => sum + plan.mrr, 0),
      movements: { ...movements, net: movements.new + movements.expansion - movements.contraction - movements.churn },
    },
    documentsByKind: DOCUMENT_KINDS.map((kind) => ({ kind, created: documents.get(kind) ?? 0 })),
    installsByDevice: DEVICE_TYPES.map((deviceType) => ({ deviceType, installs: installs.get(deviceType) ?? 0 })),
    contactMessagesWaiting: await contactMessagesWaiting(em),
  };
}
