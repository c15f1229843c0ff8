import { revisedCompletionDate, type ChangeOrderStatus, type Job } from '@ledgerline/contracts';

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
  newContractValue: number;
  revisedCompletionDate: string | null;
  /** The rows' labels, the same on the page and in the PDF. */
  labels: { thisChange: string; newContractValue: string };
}

/**
 * The job's figures already count an approved change order and leave a sent one out; the client
 * reading a sent one wants to see the value and date it would make, so it is added here. A declined
 * or void change order never moves either.
 */
export function changeOrderEffect({ status, costDelta, daysDelta, job }: ChangeOrderFigures): ChangeOrderEffect {
  const approved = status === 'approved';
  const pending = status === 'sent';
  // Whether this change is (or, once approved, would be) part of the contract value.
  const counts = approved || pending;
  return {
    originalValue: job.originalValue,
    otherApprovedChanges: job.approvedChanges - (approved ? costDelta : 0),
    thisChange: costDelta,
    newContractValue: job.contractValue + (pending ? costDelta : 0),
    revisedCompletionDate: pending ? revisedCompletionDate(job.revisedCompletionDate, daysDelta) : job.revisedCompletionDate,
    labels: counts
      ? { thisChange: 'This change', newContractValue: 'New contract value' }
      : { thisChange: 'This change (not counted)', newContractValue: 'Contract value' },
  };
}
