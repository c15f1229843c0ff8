import { addDays, type ChangeOrderStatus, type Job } from '@ledgerline/contracts';

interface ChangeOrderFigures {
  status: ChangeOrderStatus;
  costDelta: number;
  daysDelta: number;
  job: Job;
}

/** The job's contract value and completion date around one change order, as its page and PDF show them. */
export interface ChangeOrderEffect {
  originalValue: number;
  /** Approved changes other than this one. */
  otherApprovedChanges: number;
  thisChange: number;
  /** Whether this change is (or, once approved, would be) part of the contract value. */
  counts: boolean;
  newContractValue: number;
  revisedCompletionDate: string | null;
}

/**
 * The job's figures already count an approved change order and leave a sent one out; the client
 * reading a sent one wants to see the value and date it would make, so it is added here. A declined
 * or void change order never moves either.
 */
export function changeOrderEffect({ status, costDelta, daysDelta, job }: ChangeOrderFigures): ChangeOrderEffect {
  const approved = status === 'approved';
  const pending = status === 'sent';
  return {
    originalValue: job.originalValue,
    otherApprovedChanges: job.approvedChanges - (approved ? costDelta : 0),
    thisChange: costDelta,
    counts: approved || pending,
    newContractValue: job.contractValue + (pending ? costDelta : 0),
    revisedCompletionDate:
      pending && job.revisedCompletionDate !== null ? addDays(job.revisedCompletionDate, daysDelta) : job.revisedCompletionDate,
  };
}
