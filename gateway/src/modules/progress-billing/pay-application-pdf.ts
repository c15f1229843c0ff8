import type { SqlEntityManager } from '@mikro-orm/sql';
import { revisionNumber } from '@ledgerline/contracts';
import { payApplicationView } from '@ledgerline/documents/document-view/pay-application-view.ts';
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
  const core = await loadEstimateCore(em, target.estimateId);
  const progress = await toJobProgress(em, await loadJobRecords(em, core.estimate, core.revision), core.revision.currency, target.sequence);
  const application = progress.applications.find((candidate) => candidate.sequence === target.sequence);
  if (!application) throw notFound();
  const printable = await loadPrintableDocument(em, accountId, 'estimate', target.estimateId);
  const template = await resolveTemplate(em, accountId, 'estimate', printable.templateId);
  const estimateNumber = revisionNumber(core.estimate.baseNumber, core.revision.revision);
  const view = payApplicationView(printView(printable, template, origin, await plans.watermarkOf(em, accountId)), {
    estimateNumber,
    jobTitle: core.revision.jobTitle,
    currency: progress.currency,
    retainage: progress.retainage,
    application,
  });
  return { fileName: payApplicationPdfFileName(application.sequence, estimateNumber), bytes: await renderViewPdf(view) };
}
