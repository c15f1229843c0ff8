import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, revisionNumber, sectionsOf, workForPercentComplete, type LineItemInput, type PayApplicationInput, type PayApplicationStatus } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { moveStatus } from '../document-core/status.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { estimateSubject } from '../estimates/estimates.service.ts';
import { depositDeductions } from './deposit-deductions.ts';
import { lockJob, refuseOtherBilling } from './job-lock.ts';
import { createJobInvoice, lockJobForInvoicing } from './job-invoice.ts';
import { loadJobRecords, sheetsOf, type LineRecord } from './job-progress.ts';
import { PayApplicationLine } from './pay-application-line.entity.ts';
import { PayApplication, type IPayApplication } from './pay-application.entity.ts';
import { retainageLineText } from './retainage-words.ts';
import type { PricedLine } from '../document-core/totals.ts';

/** Why the last application stops the next one from starting, by its status. */
const NOT_INVOICED: Record<Exclude<PayApplicationStatus, 'invoiced'>, string> = {
  draft: 'still a draft: change it or invoice it',
  submitted: 'waiting for the client to certify it',
  certified: 'certified by the client',
};

const invalid = (field: string, message: string) => new HttpError(422, 'invalid_pay_application', message, { fields: { [field]: [message] } });

/**
 * Saves a job's pay application: a new one (`sequence` undefined) after the last, which must be
 * invoiced, or the draft with that number. A line given as a percent complete becomes the work that
 * brings it there; a line left out had nothing done. The whole job is computed again before anything
 * is written, so no line passes its scheduled value (422 naming it). Returns the application's number.
 */
export function savePayApplication(em: SqlEntityManager, actor: Actor, estimateId: string, input: PayApplicationInput, sequence?: number): Promise<number> {
  return transactional(em, async (tx) => {
    const { estimate, revision } = await lockJob(tx, estimateId);
    await refuseOtherBilling(tx, estimateId);
    const records = await loadJobRecords(tx, estimate, revision);
    const last = records.applications.at(-1)?.application;
    let target: IPayApplication;
    if (sequence === undefined) {
      if (last && last.status !== 'invoiced') throw new HttpError(409, 'draft_open', `Pay application ${last.sequence} is ${NOT_INVOICED[last.status as Exclude<PayApplicationStatus, 'invoiced'>]}. Invoice it before starting the next.`);
      target = tx.create(PayApplication, { account: actor.accountId, estimate: estimateId, sequence: (last?.sequence ?? 0) + 1, periodTo: input.periodTo, status: 'draft', nettedDepositIds: [] });
    } else {
      const found = records.applications.find(({ application }) => application.sequence === sequence)?.application;
      if (!found) throw notFound();
      if (found.status !== 'draft') {
        throw new HttpError(409, 'pay_application_locked', `Pay application ${found.sequence} is ${found.status}, so it no longer changes. Correct it on the next application or with a credit note.`);
      }
      target = found;
    }
    const earlier = records.applications.filter(({ application }) => application.sequence < target.sequence);
    const lastPeriod = earlier.at(-1)?.application.periodTo;
    if (lastPeriod && input.periodTo <= lastPeriod) throw invalid('periodTo', `The period must end after the one of pay application ${target.sequence - 1} (${formatDate(lastPeriod, 'en-US')}).`);

    const given = new Map(input.lines.map((line) => [line.key, line]));
    if (given.size !== input.lines.length) throw invalid('lines', 'Each line of the schedule may be given once.');
    const known = new Set(records.schedule.map((line) => line.key));
    if (input.lines.some((line) => !known.has(line.key))) throw invalid('lines', 'A line is not in this job’s schedule of values. Reload the page and enter the period again.');
    const before = earlier.length === 0 ? [] : (sheetsOf(earlier, records.rule, revision.currency).at(-1)?.lines ?? []);
    const workBefore = new Map(before.map((line) => [line.key, line.previousWork + line.workThisPeriod]));
    const lines: LineRecord[] = records.schedule.map((line) => {
      const entry = given.get(line.key);
      const materialsStored = entry?.materialsStored ?? 0;
      const workThisPeriod =
        entry?.percentComplete !== undefined
          ? workForPercentComplete(line.scheduledValue, entry.percentComplete, workBefore.get(line.key) ?? 0, materialsStored)
          : (entry?.workThisPeriod ?? 0);
      return { scheduleKey: line.key, source: line.source, description: line.description, scheduledValue: line.scheduledValue, taxes: line.taxes, workThisPeriod, materialsStored };
    });
    sheetsOf([...earlier, { lines }], records.rule, revision.currency);

    target.periodTo = input.periodTo;
    if (sequence !== undefined) await tx.nativeDelete(PayApplicationLine, { payApplication: target.id });
    lines.forEach((line, position) => tx.create(PayApplicationLine, { account: actor.accountId, payApplication: target, position, ...line }));
    estimate.updatedAt = new Date();
    return target.sequence;
  });
}

/**
 * Invoices a draft pay application and locks it: one line per schedule line for what it earns this
 * period (with that line's taxes, so tax is due on the full amount), the retainage it adds as an
 * untaxed deduction, and the job's deposits not yet deducted while the payment due covers them.
 * Locks like every conversion (plan limits, invoice counter, client, estimate); asked again it answers
 * the invoice it made, `created` false.
 */
export async function invoicePayApplication(em: SqlEntityManager, plans: PlanRules, actor: Actor, estimateId: string, sequence: number): Promise<{ invoiceId: string; created: boolean }> {
  const head = await em.findOne(Estimate, estimateId, { fields: ['client'] });
  if (!head) throw notFound();
  return transactional(em, async (tx) => {
    const { estimate, revision } = await lockJobForInvoicing(tx, actor.accountId, head.client.id, estimateId);
    const records = await loadJobRecords(tx, estimate, revision);
    const index = records.applications.findIndex(({ application }) => application.sequence === sequence);
    const recorded = records.applications[index];
    if (!recorded) throw notFound();
    const { application, lines } = recorded;
    if (application.invoice) return { invoiceId: application.invoice.id, created: false };
    await refuseOtherBilling(tx, estimateId);
    await plans.requireRoomFor(tx, actor.accountId, 'documentsPerMonth');
    const sheet = sheetsOf(records.applications.slice(0, index + 1), records.rule, revision.currency)[index]!;
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    // Each line under the document of the schedule it comes from, as the final invoice heads them.
    const heading = (source: string) => (source === number ? `Estimate ${source}` : `Change order ${source}`);
    const invoiceLines: PricedLine[] = [];
    const headings: string[] = [];
    sheet.lines.forEach((line, position) => {
      if (line.earnedThisPeriod === 0) return;
      invoiceLines.push({ ...billed(lines[position]?.description ?? '', line.earnedThisPeriod, lines[position]?.taxes ?? []), taxedBefore: line.completedToDate - line.earnedThisPeriod });
      headings.push(heading(lines[position]?.source ?? number));
    });
    if (sheet.summary.retainageThisPeriod !== 0) {
      invoiceLines.push(billed(retainageLineText(records.rule), -sheet.summary.retainageThisPeriod, []));
      headings.push('Retainage');
    }
    const netted = new Set(records.applications.flatMap(({ application: earlier }) => earlier.nettedDepositIds));
    const deposits = await depositDeductions(tx, estimateId, netted, sheet.summary.paymentDue);
    invoiceLines.push(...deposits.lines);
    headings.push(...deposits.lines.map(() => 'Less previous'));
    if (invoiceLines.length === 0) throw new HttpError(409, 'nothing_to_bill', 'This application bills nothing yet. Enter the work done this period first.');

    const invoiceId = await createJobInvoice(tx, actor, { estimate, revision, clientId: head.client.id }, {
      lines: invoiceLines,
      notes: `Pay application ${sequence} for work through ${formatDate(application.periodTo, 'en-US')} on ${revision.jobTitle || `estimate ${number}`}.`,
      summary: `Created from pay application ${sequence} of estimate ${number}`,
      role: 'pay_application',
      sequence,
      layout: { discountLines: null, sections: sectionsOf(headings) },
    });
    tx.assign(application, { status: 'invoiced', invoice: invoiceId, nettedDepositIds: deposits.ids, retainage: sheet.summary.retainageThisPeriod });
    moveStatus('estimate', estimate, 'invoice_part');
    estimate.updatedAt = new Date();
    recordActivity(tx, actor, estimateSubject(estimateId), 'converted', `Invoiced pay application ${sequence}`);
    return { invoiceId, created: true };
  });
}

/** One invoice line of a single unit. */
export const billed = (description: string, amount: number, taxes: LineItemInput['taxes']): LineItemInput => ({
  description,
  quantity: '1',
  unitPrice: amount,
  unit: '',
  taxes,
  discount: null,
  optional: false,
});
