import type { EstimateStatus } from '@ledgerline/contracts';

/** Every status but expired, which is never stored: a sent estimate past its valid-until date reads as expired. */
export const STORED_ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'partly_invoiced', 'invoiced'] as const;
export type StoredEstimateStatus = (typeof STORED_ESTIMATE_STATUSES)[number];

/** The statuses from which the estimate is a job: accepted, and what conversion makes of it. */
export const ACCEPTED_STATUSES: readonly StoredEstimateStatus[] = ['accepted', 'partly_invoiced', 'invoiced'];

/** The status as shown: a sent estimate whose valid-until date has passed reads as expired. */
export function displayedStatus(status: StoredEstimateStatus, validUntil: string, today: string): EstimateStatus {
  return status === 'sent' && validUntil < today ? 'expired' : status;
}
