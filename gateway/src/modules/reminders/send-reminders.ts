import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDaysWithinRange, describeReminderOffset, dueReminderIndex, type PaymentReminder } from '@ledgerline/contracts';
import type { Logger } from 'pino';
import { ACROSS_ACCOUNTS, scopeToAccount } from '../../db/account-scope.ts';
import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { transactional } from '../../db/transactional.ts';
import type { Actor } from '../document-core/activity.ts';
import { todayIso } from '../document-core/dates.ts';
import { lockInvoice } from '../invoices/lock-invoice.ts';
import { invoiceCounter } from '../invoices/invoices.service.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';
import { getSettings } from '../settings/settings.service.ts';
import { InvoiceReminder } from './invoice-reminder.entity.ts';
import { chargeLateFee } from './late-fee.ts';
import { PaymentReminderSettings, type IPaymentReminderSettings } from './payment-reminder-settings.entity.ts';
import { queueReminderEmail } from './reminder-email.ts';

export type ReminderRunDeps = { orm: Orm; from: string; appUrl: string; logger: Logger; plans: PlanRules };

/** Sent or partly paid: what is still owed. Drafts, paid and void invoices get no reminder. */
const UNPAID_STATUSES = ['sent', 'partial'] as const;

const isUnpaid = (invoice: IInvoice) => (UNPAID_STATUSES as readonly string[]).includes(invoice.status) && invoice.balance > 0;

/** "Reminder 2 (7 days after the due date)". */
const reminderName = (index: number, reminder: PaymentReminder) => `Reminder ${index + 1} (${describeReminderOffset(reminder.offsetDays)})`;

async function sentIndexes(em: SqlEntityManager, invoiceIds: string[]): Promise<Map<string, number[]>> {
  const rows = await em.find(InvoiceReminder, { invoice: { $in: invoiceIds } }, { fields: ['invoice', 'reminderIndex'] });
  const byInvoice = new Map<string, number[]>();
  for (const row of rows) byInvoice.set(row.invoice.id, [...(byInvoice.get(row.invoice.id) ?? []), row.reminderIndex]);
  return byInvoice;
}

/** A late fee's own invoice is reminded of, but charges no fee on a fee. */
async function isLateFeeInvoice(em: SqlEntityManager, invoiceId: string): Promise<boolean> {
  return (await em.count(InvoiceReminder, { lateFeeInvoice: invoiceId })) > 0;
}

/** Which reminder an invoice is due for today, from what is stored now. */
function dueIndex(reminders: PaymentReminder[], invoice: IInvoice, sent: number[], today: string): number | null {
  const sentOn = invoice.sentAt ? todayIso(invoice.sentAt) : null;
  return dueReminderIndex(reminders, { dueDate: invoice.dueDate, sentOn, sentIndexes: sent }, today);
}

/**
 * Sends one reminder of one invoice in one transaction, under the invoice's lock: the row that
 * records it (unique per invoice and place), the email in the outbox, the late fee's invoice and the
 * activity are committed together or not at all. Everything is checked again under the lock, so of
 * two runs at once the second finds the reminder sent (or the invoice paid meanwhile) and does
 * nothing. When a reminder may charge a fee, the invoice counter and the client are locked first,
 * as creating that invoice needs them before the overdue one (lock-order.ts).
 * Returns the queued message's id, or null when nothing was sent.
 */
async function remindInvoice(em: SqlEntityManager, deps: ReminderRunDeps, settings: IPaymentReminderSettings, overdue: IInvoice, today: string): Promise<string | null> {
  const accountId = settings.account.id;
  const actor: Actor = { accountId, userId: null };
  return transactional(em, async (tx) => {
    if (settings.reminders.some((reminder) => reminder.lateFee)) {
      await lockCounter(tx, invoiceCounter(accountId));
      await lockClientForDocument(tx, overdue.client.id);
    }
    const invoice = await lockInvoice(tx, overdue.id);
    if (!isUnpaid(invoice)) return null;
    const index = dueIndex(settings.reminders, invoice, (await sentIndexes(tx, [invoice.id])).get(invoice.id) ?? [], today);
    if (index === null) return null;
    const reminder = settings.reminders[index]!;
    const name = reminderName(index, reminder);
    const account = await getSettings(tx, accountId);

    const lateFee = reminder.lateFee && !(await isLateFeeInvoice(tx, invoice.id)) ? await chargeLateFee(tx, actor, invoice, reminder.lateFee, { name: name.toLowerCase(), accountCurrency: account.currency, today }) : null;

    const messageId = await queueReminderEmail(tx, actor, invoice, {
      name,
      lateFee,
      today,
      businessName: account.businessName,
      origin: deps.appUrl,
      from: deps.from,
      watermark: await deps.plans.watermarkOf(tx, accountId),
    });
    tx.create(InvoiceReminder, { account: accountId, invoice, reminderIndex: index, dueDate: invoice.dueDate, lateFee: lateFee?.amount ?? null, lateFeeInvoice: lateFee?.invoice ?? null, message: messageId });
    return messageId;
  });
}

/** The unpaid invoices of one account whose due date is far enough back for its earliest reminder to have come. */
async function candidates(em: SqlEntityManager, reminders: PaymentReminder[], today: string): Promise<IInvoice[]> {
  const earliestOffset = Math.min(...reminders.filter((reminder) => reminder.enabled).map((reminder) => reminder.offsetDays));
  if (!Number.isFinite(earliestOffset)) return [];
  return em.find(Invoice, { status: { $in: [...UNPAID_STATUSES] }, balance: { $gt: 0 }, dueDate: { $lte: addDaysWithinRange(today, -earliestOffset) } }, { orderBy: { dueDate: 'asc', id: 'asc' } });
}

/**
 * One run over one account's unpaid invoices. A reminder that fails (a figure the calculator
 * refuses) is logged and left for the next run; the others go on.
 */
async function remindAccount(deps: ReminderRunDeps, settings: IPaymentReminderSettings, today: string): Promise<string[]> {
  const em = deps.orm.em.fork() as SqlEntityManager;
  scopeToAccount(em, settings.account.id);
  const invoices = await candidates(em, settings.reminders, today);
  if (invoices.length === 0) return [];
  const sent = await sentIndexes(em, invoices.map((invoice) => invoice.id));
  const messageIds: string[] = [];
  for (const invoice of invoices) {
    if (dueIndex(settings.reminders, invoice, sent.get(invoice.id) ?? [], today) === null) continue;
    const work = em.fork() as SqlEntityManager;
    scopeToAccount(work, settings.account.id);
    try {
      const messageId = await remindInvoice(work, deps, settings, invoice, today);
      if (messageId) messageIds.push(messageId);
    } catch (error) {
      // Another gateway recorded the same reminder first: it was sent once, by that one.
      if (error instanceof UniqueConstraintViolationException) continue;
      deps.logger.warn({ err: error, invoiceId: invoice.id }, 'payment reminder not sent; the next run tries again');
    }
  }
  return messageIds;
}

/**
 * Sends every payment reminder that is due today (a calendar date in UTC), for every account that
 * has reminders. Returns the ids of the messages put in the outbox, for the mail worker.
 */
export async function sendDueReminders(deps: ReminderRunDeps, today: string = todayIso()): Promise<string[]> {
  const all = await deps.orm.em.fork().find(PaymentReminderSettings, {}, { ...ACROSS_ACCOUNTS, orderBy: { id: 'asc' } });
  const messageIds: string[] = [];
  for (const settings of all) messageIds.push(...(await remindAccount(deps, settings, today)));
  return messageIds;
}
