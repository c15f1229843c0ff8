import type { Logger } from 'pino';
import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import { deliverMessage, dueMessageIds, type DeliveryDeps, type DeliveryOutcome } from './mail-delivery.ts';

/** Deliver one message now. Retries are the message's own (mail-delivery.ts), so the job itself is never retried. */
export const deliverMailJob = defineJob<{ messageId: string }>('mail-deliver', { retryLimit: 0 });

/**
 * Deliver whatever is due that no job is bound to deliver: a message whose wake-up was lost (the
 * gateway died between the commit and sending the job) or whose sender died mid-send.
 */
export const sweepMailJob = defineJob<Record<string, never>>('mail-sweep', { retryLimit: 0 });

const SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 50;

export type MailWorker = { deliver(messageId: string): Promise<DeliveryOutcome> };

/** Registers the mail jobs on the queue, schedules the sweep and runs one at once (for what a previous run left). */
export async function startMailWorker(queue: JobQueue, deps: DeliveryDeps, logger: Logger): Promise<MailWorker> {
  const deliver = async (messageId: string) => {
    const outcome = await deliverMessage(deps, messageId);
    if (outcome.kind === 'retry') await queue.send(deliverMailJob, { messageId }, { delaySeconds: outcome.retryInSeconds });
    if (outcome.kind === 'failed') logger.warn({ messageId }, 'email failed for good');
    return outcome;
  };
  await queue.register(deliverMailJob, async ({ messageId }) => {
    await deliver(messageId);
  });
  await queue.register(sweepMailJob, async () => {
    for (const messageId of await dueMessageIds(deps.orm, SWEEP_BATCH)) await deliver(messageId);
  });
  await queue.schedule(sweepMailJob, SWEEP_CRON, {});
  await queue.send(sweepMailJob, {});
  return { deliver };
}

/** Asks a worker (of any gateway) to deliver a message just committed; a lost wake-up is caught by the sweep. */
export async function wakeMailWorker(queue: JobQueue | undefined, messageId: string, logger: Logger): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(deliverMailJob, { messageId });
  } catch (error) {
    logger.warn({ err: error, messageId }, 'could not queue the email; the next sweep delivers it');
  }
}

/** Asks a worker to deliver what is due now, for senders that queue mail where they cannot wake it by id (the payment inbox). */
export async function sweepMailSoon(queue: JobQueue | undefined, logger: Logger): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(sweepMailJob, {});
  } catch (error) {
    logger.warn({ err: error }, 'could not queue a mail sweep; the next scheduled one delivers what is due');
  }
}
