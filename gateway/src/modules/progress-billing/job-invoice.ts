import type { SqlEntityManager } from '@mikro-orm/sql';
import { addDays, type InvoiceSourceRole, type LineLayout } from '@ledgerline/contracts';
import type { PricedLine } from '../document-core/totals.ts';
import { lockPlanLimits } from '../billing/plan-limits.ts';
import type { Actor } from '../document-core/activity.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { today } from '../document-core/request-today.ts';
import type { IEstimateRevision } from '../estimates/estimate-revision.entity.ts';
import type { IEstimate } from '../estimates/estimate.entity.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { createInvoice, invoiceCounter } from '../invoices/invoices.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { lockJob } from './job-lock.ts';

/** Locks what invoicing a job needs, in the order every conversion takes them: plan limits, invoice counter, client, estimate. */
export async function lockJobForInvoicing(tx: SqlEntityManager, accountId: string, clientId: string, estimateId: string) {
  await lockPlanLimits(tx, accountId);
  await lockCounter(tx, invoiceCounter(accountId));
  await lockClientForDocument(tx, clientId);
  return lockJob(tx, estimateId);
}

/** What a job's invoice says besides what every one of them shares. */
export type JobInvoice = { lines: PricedLine[]; notes: string; summary: string; role: InvoiceSourceRole; sequence: number; layout?: LineLayout };

/**
 * An invoice of the job, made today and due after the account's payment terms, in the accepted
 * revision's currency, tax mode, terms and exchange rate, marked as made from the estimate in its role.
 */
export async function createJobInvoice(tx: SqlEntityManager, actor: Actor, job: { estimate: IEstimate; revision: IEstimateRevision; clientId: string }, invoice: JobInvoice): Promise<string> {
  const { estimate, revision } = job;
  const settings = await getSettings(tx, actor.accountId);
  const issueDate = today();
  return createInvoice(
    tx,
    actor,
    {
      clientId: job.clientId,
      issueDate,
      dueDate: addDays(issueDate, settings.paymentTermsDays),
      currency: revision.currency,
      lines: invoice.lines,
      discount: null,
      notes: invoice.notes,
      terms: revision.terms,
      exchangeRate: typedRateOf(revision),
    },
    { summary: invoice.summary, source: { sourceKind: 'estimate', sourceId: estimate.id, sourceRole: invoice.role, sourceSequence: invoice.sequence }, taxMode: revision.taxMode, layout: invoice.layout ?? null },
  );
}
