import { ESTIMATE_JOB_STATUSES, ESTIMATE_OPEN_JOB_STATUSES, type EstimateStatus } from '@ledgerline/contracts';

/** Every status but expired, which is never stored: a sent estimate past its valid-until date reads as expired. */
export const STORED_ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'partly_invoiced', 'invoiced'] as const;
export type StoredEstimateStatus = (typeof STORED_ESTIMATE_STATUSES)[number];

/** The statuses from which the estimate is a job: accepted, and what conversion makes of it. */
export const ACCEPTED_STATUSES: readonly StoredEstimateStatus[] = ESTIMATE_JOB_STATUSES;

// The statuses are the contracts' constants, never input, so they are written into the SQL.
const statusIn = (column: string, statuses: readonly string[]) => `${column} in (${statuses.map((status) => `'${status}'`).join(', ')})`;

/** SQL: the estimate (aliased `e`) is a job; an open one, with something left to invoice. */
export const JOB_STATUS_SQL = statusIn('e.status', ESTIMATE_JOB_STATUSES);
export const OPEN_JOB_STATUS_SQL = statusIn('e.status', ESTIMATE_OPEN_JOB_STATUSES);

/** The status as shown: a sent estimate whose valid-until date has passed reads as expired. */
export function displayedStatus(status: StoredEstimateStatus, validUntil: string, today: string): EstimateStatus {
  return status === 'sent' && validUntil < today ? 'expired' : status;
}
