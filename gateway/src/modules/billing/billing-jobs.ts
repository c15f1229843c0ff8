import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import { renewDueSubscriptions, type RenewalDeps } from './subscription-renewal.ts';

/** Not retried: the next hourly run looks at every due subscription again. */
export const renewSubscriptionsJob = defineJob<Record<string, never>>('subscription-renewals', { retryLimit: 0 });

/** Every hour, so a period ends within the hour of its end date; once per tick however many gateways run. */
const RENEWAL_CRON = '7 * * * *';

export async function startSubscriptionRenewals(queue: JobQueue, deps: RenewalDeps): Promise<void> {
  await queue.register(renewSubscriptionsJob, async () => {
    for (const messageId of await renewDueSubscriptions(deps)) await wakeMailWorker(queue, messageId, deps.logger);
  });
  await queue.schedule(renewSubscriptionsJob, RENEWAL_CRON, {});
}
