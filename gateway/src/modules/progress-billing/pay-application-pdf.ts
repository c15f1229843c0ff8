import type { SqlEntityManager } from '@mikro-orm/sql';
import { revisionNumber } from '@ledgerline/contracts';
import type { ContinuationSheet, TotalsGroup } from '@ledgerline/documents/document-view/document-view.ts';
import { payApplicationSheet, payApplicationSummary, payApplicationView, type PayApplicationFacts } from '@ledgerline/documents/document-view/pay-application-view.ts';
import { payApplicationPdfFileName } from '@ledgerline/documents/pdf-file-name.ts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { notFound } from '../../http/http-error.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { renderViewPdf } from '../document-pdf/pdf-renderer.ts';
import { loadPrintableDocument } from '../document-pdf/printable-document.ts';
import { printView } from '../document-pdf/print-view.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { resolveTemplate } from '../templates/resolve-template.ts';
import { loadJobRecords, toJobProgress } from './job-progress.ts';
import { PayApplication } from './pay-application.entity.ts';

/** What a pay application prints, with its sheet; a 404 when the job has no such application. */
async function applicationFacts(em: SqlEntityManager, estimateId: string, sequence: number): Promise<PayApplicationFacts> {
  const core = await loadEstimateCore(em, estimateId);
  const progress = await toJobProgress(em, await loadJobRecords(em, core.estimate, core.revision), core.revision.currency, { sheetOf: sequence });
  const application = progress.applications.find((candidate) => candidate.sequence === sequence);
  if (!application) throw notFound();
  return { estimateNumber: revisionNumber(core.estimate.baseNumber, core.revision.revision), jobTitle: core.revision.jobTitle, currency: progress.currency, retainage: progress.retainage, application };
}

/**
 * A pay application as a PDF: its summary page and continuation sheet, in the estimate's template
 * with the plan's mark. Another account's job, or an application it does not have, is a 404.
 */
export async function renderPayApplicationPdf(
  em: SqlEntityManager,
  plans: PlanRules,
  accountId: string,
  target: { estimateId: string; sequence: number },
  origin: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  scopeToAccount(em, accountId);
  const facts = await applicationFacts(em, target.estimateId, target.sequence);
  const printable = await loadPrintableDocument(em, accountId, 'estimate', target.estimateId);
  const template = await resolveTemplate(em, accountId, 'estimate', printable.templateId);
  const view = payApplicationView(printView(printable, template, origin, await plans.watermarkOf(em, accountId)), facts);
  return { fileName: payApplicationPdfFileName(target.sequence, facts.estimateNumber), bytes: await renderViewPdf(view) };
}

/**
 * What the invoice of a pay application prints after its own totals, so the client receives the
 * application with it: its summary, and its continuation sheet on pages of their own. Null for any
 * other invoice. `em` is scoped to the invoice's account.
 */
export async function payApplicationAppendix(em: SqlEntityManager, invoiceId: string): Promise<{ summary: TotalsGroup; sheet: ContinuationSheet } | null> {
  const application = await em.findOne(PayApplication, { invoice: invoiceId }, { fields: ['estimate', 'sequence'] });
  if (!application) return null;
  const facts = await applicationFacts(em, application.estimate.id, application.sequence);
  return { summary: payApplicationSummary(facts), sheet: payApplicationSheet(facts) };
}
