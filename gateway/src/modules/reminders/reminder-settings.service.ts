import type { EntityManager } from '@mikro-orm/core';
import type { PaymentReminders } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { PaymentReminderSettings } from './payment-reminder-settings.entity.ts';

/** The account's payment reminders (through the account filter); none until the account sets some. */
export async function getPaymentReminders(em: EntityManager, accountId: string): Promise<PaymentReminders> {
  const stored = await em.findOne(PaymentReminderSettings, { account: accountId });
  return { reminders: stored?.reminders ?? [] };
}

/** Replaces the account's reminders. */
export function savePaymentReminders(em: EntityManager, accountId: string, input: PaymentReminders): Promise<PaymentReminders> {
  return transactional(em, async (tx) => {
    const stored = await tx.findOne(PaymentReminderSettings, { account: accountId });
    if (stored) tx.assign(stored, { reminders: input.reminders });
    else tx.create(PaymentReminderSettings, { account: accountId, reminders: input.reminders });
    return { reminders: input.reminders };
  });
}
