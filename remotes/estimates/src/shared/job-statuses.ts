import type { EstimateStatus } from '@ledgerline/contracts';

const JOB_STATUSES: readonly EstimateStatus[] = ['accepted', 'partly_invoiced', 'invoiced'];

/** An accepted estimate (invoiced or not) is a job, which change orders change; before acceptance there is none. */
export function isJob(status: EstimateStatus): boolean {
  return JOB_STATUSES.includes(status);
}
