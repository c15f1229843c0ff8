import type { SqlEntityManager } from '@mikro-orm/sql';
import { HttpError } from '../../http/http-error.ts';
import { PayApplication } from './pay-application.entity.ts';

/** Whether a job bills by pay applications: it has one, drafted or invoiced. */
export async function isBilledInStages(tx: SqlEntityManager, estimateId: string): Promise<boolean> {
  return (await tx.count(PayApplication, { estimate: estimateId })) > 0;
}

/**
 * A job billed by pay applications bills its change orders and what is left through them, and its
 * retainage through releases: whole, final, deposit and change-order invoices are refused, so no
 * amount is billed twice. The caller holds the estimate's lock.
 */
export async function refuseWhenBilledInStages(tx: SqlEntityManager, estimateId: string): Promise<void> {
  if (!(await isBilledInStages(tx, estimateId))) return;
  throw new HttpError(
    409,
    'billed_in_stages',
    'This job is billed by pay applications: bill its work and change orders on the next application, and its retainage with a release.',
  );
}
