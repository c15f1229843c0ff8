import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatMoney, revisionNumber, type RetainageRuleBody } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { moveStatus } from '../document-core/status.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { estimateSubject } from '../estimates/estimates.service.ts';
import { lockJob } from './job-lock.ts';
import { createJobInvoice, lockJobForInvoicing } from './job-invoice.ts';
import { loadJobRecords, retainageHeld, sheetsOf } from './job-progress.ts';
import { JobRetainage } from './job-retainage.entity.ts';
import { PayApplication } from './pay-application.entity.ts';
import { billed } from './pay-applications.service.ts';
import { RetainageRelease } from './retainage-release.entity.ts';

/** Sets what the job keeps back; fixed once an application is invoiced, so no invoiced figure changes. */
export function setRetainageRule(em: SqlEntityManager, actor: Actor, estimateId: string, rule: RetainageRuleBody): Promise<void> {
  return transactional(em, async (tx) => {
    await lockJob(tx, estimateId);
    const invoiced = await tx.count(PayApplication, { estimate: estimateId, status: 'invoiced' });
    if (invoiced > 0) throw new HttpError(409, 'retainage_fixed', 'Retainage is fixed once a pay application is invoiced: the invoices already made hold it at these rates.');
    const row = await tx.findOne(JobRetainage, { estimate: estimateId });
    if (row) tx.assign(row, rule);
    else tx.create(JobRetainage, { account: actor.accountId, estimate: estimateId, ...rule });
    recordActivity(tx, actor, estimateSubject(estimateId), 'updated', `Set retainage: ${rule.workRate} % of work, ${rule.storedRate} % of stored materials`);
  });
}

/**
 * Releases retainage the job holds (all or part) on its own untaxed invoice (tax was charged on the
 * full amounts earned), which names the applications it releases from. When nothing is held any more
 * and the work is complete, the estimate reads as invoiced.
 */
export async function releaseRetainage(em: SqlEntityManager, plans: PlanRules, actor: Actor, estimateId: string, amount: number): Promise<string> {
  const head = await em.findOne(Estimate, estimateId, { fields: ['client'] });
  if (!head) throw notFound();
  return transactional(em, async (tx) => {
    const { estimate, revision } = await lockJobForInvoicing(tx, actor.accountId, head.client.id, estimateId);
    const records = await loadJobRecords(tx, estimate, revision);
    const sheets = sheetsOf(records.applications, records.rule, revision.currency);
    const held = retainageHeld(sheets, records.applications, records.releases);
    const money = (minor: number) => formatMoney(minor, revision.currency, 'en-US');
    if (held <= 0) throw new HttpError(409, 'nothing_held', 'This job holds no retainage to release.');
    if (amount > held) {
      const message = `At most ${money(held)} is held.`;
      throw new HttpError(422, 'release_exceeds_retainage', message, { fields: { amount: [message] } });
    }
    await plans.requireRoomFor(tx, actor.accountId, 'documentsPerMonth');
    const lastInvoiced = records.applications.filter(({ application }) => application.status === 'invoiced').at(-1)?.application.sequence ?? 0;
    const applications = lastInvoiced === 1 ? 'pay application 1' : `pay applications 1–${lastInvoiced}`;
    const part = amount === held ? '' : ` (${money(amount)} of ${money(held)})`;
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    const invoiceId = await createJobInvoice(tx, actor, { estimate, revision, clientId: head.client.id }, {
      lines: [billed(`Release of retainage held on ${applications}${part}`, amount, [])],
      notes: `Releases ${money(amount)} of the retainage held on ${revision.jobTitle || `estimate ${number}`}. Tax was charged in full on each application.`,
      summary: `Created from the retainage of estimate ${number}`,
      role: 'retainage_release',
      sequence: records.releases.length + 1,
    });
    tx.create(RetainageRelease, { account: actor.accountId, estimate: estimateId, amount, invoice: invoiceId });
    const last = sheets.at(-1)?.summary;
    const complete = amount === held && last !== undefined && last.completedToDate === last.contractToDate && last.contractToDate === records.schedule.reduce((sum, line) => sum + line.scheduledValue, 0);
    moveStatus('estimate', estimate, complete ? 'invoice_all' : 'invoice_part');
    estimate.updatedAt = new Date();
    recordActivity(tx, actor, estimateSubject(estimateId), 'converted', `Released ${money(amount)} of retainage`);
    return invoiceId;
  });
}
