import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import { sendDueReminders, type ReminderRunDeps } from './send-reminders.ts';

/** Not retried: a reminder that failed is simply due again at the next run. */
export const sendRemindersJob = defineJob<Record<string, never>>('payment-reminders', { retryLimit: 0 });

/** Hourly, so a reminder goes out within the hour its UTC day begins (or the gateway starts). */
const REMINDERS_CRON = '5 * * * *';

export type ReminderRunner = { run(today?: string): Promise<string[]> };

/**
 * Registers the reminder run on the job queue, schedules it (one run per tick however many gateways
 * run) and runs it once at start. Each reminder is recorded once (invoice_reminder's unique key), so
 * a run that overlaps another, or repeats, sends nothing twice.
 */
export async function startPaymentReminders(queue: JobQueue, deps: ReminderRunDeps, logger: Logger): Promise<ReminderRunner> {
  const run = async (today?: string) => {
    const messageIds = await sendDueReminders(deps, today);
    for (const messageId of messageIds) await wakeMailWorker(queue, messageId, logger);
    return messageIds;
  };
  await queue.register(sendRemindersJob, async () => {
    await run();
  });
  await queue.schedule(sendRemindersJob, REMINDERS_CRON, {});
  await queue.send(sendRemindersJob, {});
  return { run };
}
