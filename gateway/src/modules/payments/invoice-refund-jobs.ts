import { defineJob, type JobQueue } from '../jobs/job-queue.ts';
import { settleInvoiceRefunds, type RefundDeps } from './invoice-refunds.ts';

/** Not retried: the next run looks at every unsettled refund again. */
export const settleInvoiceRefundsJob = defineJob<Record<string, never>>('invoice-refunds', { retryLimit: 0 });

/** Refunds are asked right after the event that decided them; this catches the ones the provider did not take then. */
const SETTLE_CRON = '*/10 * * * *';

export async function startInvoiceRefundRetries(queue: JobQueue, deps: RefundDeps): Promise<void> {
  await queue.register(settleInvoiceRefundsJob, () => settleInvoiceRefunds(deps));
  await queue.schedule(settleInvoiceRefundsJob, SETTLE_CRON, {});
}
