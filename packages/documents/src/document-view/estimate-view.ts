import { formatDate, formatMoney, statusLabel, type PublicEstimate, type TemplateSettings } from '@ledgerline/contracts';
import type { KindView, ViewContext } from './document-view.ts';
import { jobFact, siteSection } from './job-site-view.ts';
import { lineColumns, lineView } from './line-table.ts';
import { partyView } from './party-view.ts';
import { signatureView } from './signature-view.ts';
import type { Labels } from './template-labels.ts';
import { filledSections } from './text-sections.ts';
import { totalRow, totalsGroup } from './totals-rows.ts';

/**
 * What an optional line's total depends on: before acceptance none is in the total; once signed,
 * the ones the client chose are, and the document says which.
 */
function optionalNote(estimate: PublicEstimate, line: PublicEstimate['lines'][number]): string {
  if (!line.optional) return '';
  if (estimate.signature === null) return 'Optional, not in the total';
  return estimate.chosenOptionalLineIds.includes(line.id) ? 'Optional, chosen' : 'Optional, not chosen';
}

/** An estimate's view; once accepted it is the signed document, with the signature block. */
export function estimateView(estimate: PublicEstimate, template: TemplateSettings, label: Labels, context: ViewContext): KindView {
  const { locale } = context;
  const money = (minor: number) => formatMoney(minor, estimate.currency, locale);
  const columns = lineColumns(template.show, label);
  const depositLabel = estimate.deposit?.type === 'percent' ? `Deposit requested (${estimate.deposit.value}%)` : 'Deposit requested';
  const signature = context.signature === undefined ? estimate.signature : context.signature;
  const jobSite = { title: estimate.jobTitle, siteAddress: estimate.siteAddress };
  return {
    title: label('estimate'),
    number: estimate.number,
    status: statusLabel('estimate', estimate.status),
    stamp: null,
    business: partyView('From', estimate.business),
    client: partyView(template.labels.billTo?.trim() ? label('billTo') : 'Prepared for', { ...estimate.client, address: estimate.client.billingAddress }),
    facts: [
      { label: 'Issue date', text: formatDate(estimate.issueDate, locale) },
      { label: 'Valid until', text: formatDate(estimate.validUntil, locale) },
      ...(estimate.completionDate === null ? [] : [{ label: 'Completion', text: formatDate(estimate.completionDate, locale) }]),
      { label: 'Currency', text: estimate.currency },
      ...jobFact(jobSite),
    ],
    intro: [],
    columns,
    lines: estimate.lines.map((line) => lineView(line, columns, estimate.currency, locale, optionalNote(estimate, line))),
    totals: [
      totalsGroup(
        { ...estimate, locale, after: estimate.deposit === null ? [] : [totalRow(depositLabel, money(estimate.depositAmount))] },
        label,
      ),
    ],
    sections: filledSections([
      siteSection(jobSite, template, label),
      { label: label('notes'), text: estimate.notes },
      { label: label('terms'), text: estimate.terms },
    ]),
    // A template may leave the block off the printout; the signature itself stays recorded on the document.
    signature: template.show.signature && signature ? signatureView('Accepted and signed electronically', signature) : null,
  };
}
