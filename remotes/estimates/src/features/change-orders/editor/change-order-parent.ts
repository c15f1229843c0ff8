import type { ChangeOrder, Estimate, Job, TaxMode } from '@ledgerline/contracts';

/** What a change order takes from the estimate it belongs to: its client, currency, tax mode and job. */
export interface ChangeOrderParent {
  estimate: { id: string; number: string };
  client: { id: string; name: string; company: string };
  currency: string;
  taxMode: TaxMode;
  job: Job | null;
}

export function parentOfEstimate(estimate: Estimate): ChangeOrderParent {
  return {
    estimate: { id: estimate.id, number: estimate.number },
    client: estimate.client,
    currency: estimate.currency,
    taxMode: estimate.taxMode,
    job: estimate.job,
  };
}

export function parentOfChangeOrder(changeOrder: ChangeOrder): ChangeOrderParent {
  return { estimate: changeOrder.estimate, client: changeOrder.client, currency: changeOrder.currency, taxMode: changeOrder.taxMode, job: changeOrder.job };
}
