import { formatDate, formatMoney, formatSignedMoney, statusLabel, type PublicChangeOrder, type TemplateSettings } from '@ledgerline/contracts';
import { changeOrderEffect } from '../view-models/change-order-effect.ts';
import { signedDays } from '../view-models/signed-days.ts';
import type { KindView, LabelledText, ViewContext } from './document-view.ts';
import { jobFact, siteSection } from './job-site-view.ts';
import { lineColumns, lineView } from './line-table.ts';
import { partyView } from './party-view.ts';
import { signatureView } from './signature-view.ts';
import type { Labels } from './template-labels.ts';
import { filledSections } from './text-sections.ts';
import { totalRow, totalsGroup } from './totals-rows.ts';

/** A change order's view: what changes, what it costs, and what it does to the job's contract value and date. */
export function changeOrderView(changeOrder: PublicChangeOrder, template: TemplateSettings, label: Labels, context: ViewContext): KindView {
  const { locale } = context;
  const money = (minor: number) => formatMoney(minor, changeOrder.currency, locale);
  // A change to the contract value shows its sign: "+$550.00".
  const change = (minor: number) => formatSignedMoney(minor, changeOrder.currency, locale);
  const date = (isoDate: string | null) => (isoDate === null ? '' : formatDate(isoDate, locale));
  const effect = changeOrderEffect(changeOrder);
  const columns = lineColumns(template.show, label);
  const signature = context.signature === undefined ? changeOrder.signature : context.signature;
  const facts: LabelledText[] = [
    { label: 'Changes estimate', text: changeOrder.estimateNumber },
    { label: 'Requested by', text: changeOrder.requestedBy },
    { label: 'Approve by', text: date(changeOrder.approvalDeadline) },
    { label: 'Schedule', text: signedDays(changeOrder.daysDelta) },
    { label: 'Revised completion', text: date(effect.revisedCompletionDate) },
    ...jobFact(changeOrder.jobSite),
  ];
  return {
    title: label('change_order'),
    number: changeOrder.number,
    status: statusLabel('change_order', changeOrder.status),
    stamp: null,
    business: partyView('From', changeOrder.business),
    client: partyView(template.labels.billTo?.trim() ? label('billTo') : 'Prepared for', { ...changeOrder.client, address: changeOrder.client.billingAddress }),
    facts: facts.filter((fact) => fact.text !== ''),
    intro: filledSections([
      { label: 'Reason', text: changeOrder.reason },
      { label: label('description'), text: changeOrder.description },
    ]),
    columns,
    lines: changeOrder.lines.map((line) => lineView(line, columns, changeOrder.currency, locale)),
    totals: [
      totalsGroup({ ...changeOrder, locale, totalLabel: 'Cost of this change' }, label),
      {
        heading: 'Contract value',
        rows: [
          totalRow('Original contract value', money(effect.originalValue)),
          totalRow('Approved changes', change(effect.otherApprovedChanges)),
          totalRow(effect.labels.thisChange, change(effect.thisChange)),
          totalRow(effect.labels.newContractValue, money(effect.newContractValue), true),
        ],
        note: '',
      },
    ],
    sections: filledSections([
      siteSection(changeOrder.jobSite, template, label),
      changeOrder.closingReason !== null && {
        label: changeOrder.status === 'void' ? 'Why it was voided' : 'Why it was declined',
        text: changeOrder.closingReason,
      },
      { label: label('notes'), text: changeOrder.notes },
      { label: label('terms'), text: changeOrder.terms },
    ]),
    // A template may leave the block off the printout; the signature itself stays recorded on the document.
    signature: template.show.signature && signature ? signatureView('Approved and signed electronically', signature) : null,
  };
}
