import type { Job } from '../business/job.ts';
import { addDaysWithinRange } from '../documents/calendar-date.ts';
import type { ChangeOrderStatusName } from '../documents/status-machines.ts';

/**
 * The contract value of a job: the accepted estimate's total, moved by its change orders. Only an
 * approved change order moves it; a sent one waits for the client's answer and is shown apart as
 * pending. Drafts are not yet proposed and declined or void ones never count. No zod: this runs in
 * every screen that shows a job and in the gateway.
 */

/** What a change order brings to its job. */
export interface ChangeOrderEffect {
  status: ChangeOrderStatusName;
  /** Minor units, negative when work is taken out. */
  costDelta: number;
  daysDelta: number;
}

export interface ContractValue {
  originalValue: number;
  approvedChanges: number;
  pendingChanges: number;
  contractValue: number;
  /** Days the approved change orders add to the schedule (negative when they shorten it). */
  daysAdded: number;
}

function sumOf(changeOrders: readonly ChangeOrderEffect[], status: ChangeOrderStatusName, figure: 'costDelta' | 'daysDelta'): number {
  const sum = changeOrders.reduce((total, changeOrder) => (changeOrder.status === status ? total + BigInt(changeOrder[figure]) : total), 0n);
  if (sum > BigInt(Number.MAX_SAFE_INTEGER) || sum < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('The amount is too large.');
  return Number(sum);
}

export function contractValue(originalValue: number, changeOrders: readonly ChangeOrderEffect[]): ContractValue {
  const approvedChanges = sumOf(changeOrders, 'approved', 'costDelta');
  return {
    originalValue,
    approvedChanges,
    pendingChanges: sumOf(changeOrders, 'sent', 'costDelta'),
    contractValue: Number(BigInt(originalValue) + BigInt(approvedChanges)),
    daysAdded: sumOf(changeOrders, 'approved', 'daysDelta'),
  };
}

/** The planned completion moved by the approved days; no planned date, no revised one. */
export function revisedCompletionDate(originalDate: string | null, approvedDays: number): string | null {
  return originalDate === null ? null : addDaysWithinRange(originalDate, approvedDays);
}

export interface JobFacts {
  /** The accepted revision's total, chosen optional lines included. */
  acceptedTotal: number;
  completionDate: string | null;
  changeOrders: readonly ChangeOrderEffect[];
  /** The totals of the invoices made from the estimate and its change orders (void ones left out). */
  invoiced: number;
  currency: string;
}

/** Every figure of a job, as the estimate, its change orders and their public pages show it. */
export function jobFigures(facts: JobFacts): Job {
  const value = contractValue(facts.acceptedTotal, facts.changeOrders);
  return {
    ...value,
    originalCompletionDate: facts.completionDate,
    revisedCompletionDate: revisedCompletionDate(facts.completionDate, value.daysAdded),
    invoiced: facts.invoiced,
    // Below zero when an approved change order took out work already invoiced: a credit still to give.
    remainingToInvoice: value.contractValue - facts.invoiced,
    standingChangeOrders: facts.changeOrders.filter((changeOrder) => changeOrder.status !== 'declined' && changeOrder.status !== 'void').length,
    currency: facts.currency,
  };
}
