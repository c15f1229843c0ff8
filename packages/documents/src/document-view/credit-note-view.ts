import { formatDate, formatMoney, statusLabel, type PublicCreditNote, type TemplateSettings } from '@ledgerline/contracts';
import type { KindView, ViewContext } from './document-view.ts';
import { jobFact, siteSection } from './job-site-view.ts';
import { discountAmongLines, laidOutLines, lineColumns } from './line-table.ts';
import { partyView } from './party-view.ts';
import type { Labels } from './template-labels.ts';
import { filledSections } from './text-sections.ts';
import { totalRow, totalsGroup } from './totals-rows.ts';

/**
 * A credit note's view: the invoice it corrects (number and date) among its facts, its reason, the
 * lines it takes back, and where its total went (off the balance, refunded, kept as credit).
 */
export function creditNoteView(creditNote: PublicCreditNote, template: TemplateSettings, label: Labels, context: ViewContext): KindView {
  const { locale } = context;
  const money = (minor: number) => formatMoney(minor, creditNote.currency, locale);
  const columns = lineColumns(template.show, label);
  const { settlement } = creditNote;
  const went = [
    settlement.appliedToBalance !== 0 && totalRow(`Taken off invoice ${creditNote.invoiceNumber}'s balance`, money(settlement.appliedToBalance)),
    settlement.refundedOnline !== 0 && totalRow('Refunded to the card paid with', money(settlement.refundedOnline)),
    settlement.refundedByHand !== 0 && totalRow('Refunded by the business', money(settlement.refundedByHand)),
    settlement.keptAsCredit !== 0 && totalRow('Kept as credit for the next invoice', money(settlement.keptAsCredit)),
  ].filter((row) => row !== false);
  return {
    title: label('credit_note'),
    number: creditNote.number,
    status: statusLabel('credit_note', creditNote.status),
    stamp: null,
    business: partyView('From', creditNote.business),
    client: partyView(label('billTo'), { ...creditNote.client, address: creditNote.client.billingAddress }),
    facts: [
      { label: 'Issue date', text: formatDate(creditNote.issueDate, locale) },
      { label: 'Credits invoice', text: `${creditNote.invoiceNumber} of ${formatDate(creditNote.invoiceIssueDate, locale)}` },
      { label: 'Currency', text: creditNote.currency },
      ...jobFact(creditNote.jobSite),
    ],
    intro: [{ label: 'Reason', text: creditNote.reason }],
    columns,
    lines: laidOutLines(creditNote, columns, locale),
    totals: [
      totalsGroup({ ...creditNote, locale, totalLabel: 'Total credited', discountAmongLines: discountAmongLines(creditNote) }, label),
      ...(went.length > 0 ? [{ heading: 'Where the credit went', rows: went, note: '' }] : []),
    ],
    sections: filledSections([siteSection(creditNote.jobSite, template, label)]),
    signature: null,
  };
}
