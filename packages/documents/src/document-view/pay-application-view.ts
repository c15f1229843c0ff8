import { formatDate, formatMoney, formatPercentComplete, type PayApplicationBody, type RetainageRuleBody } from '@ledgerline/contracts';
import type { ContinuationSheet, DocumentView, TotalsGroup } from './document-view.ts';
import { totalRow } from './totals-rows.ts';

/** What a pay application prints besides its figures: the job it bills and the invoice that bills it. */
export interface PayApplicationFacts {
  estimateNumber: string;
  jobTitle: string;
  currency: string;
  retainage: RetainageRuleBody;
  application: PayApplicationBody;
}

/** The application's summary: the contract, what is completed and stored, the retainage and the payment due. */
export function payApplicationSummary(facts: PayApplicationFacts, locale?: string): TotalsGroup {
  const money = (minor: number) => formatMoney(minor, facts.currency, locale);
  const { application, retainage } = facts;
  const { summary } = application;
  const original = application.lines.filter((line) => line.source === facts.estimateNumber).reduce((sum, line) => sum + line.scheduledValue, 0);
  return {
    heading: `Pay application ${application.sequence}, period to ${formatDate(application.periodTo, locale)}`,
    rows: [
      totalRow('Original contract sum', money(original)),
      totalRow('Net change by change orders', money(summary.contractToDate - original)),
      totalRow('Contract sum to date', money(summary.contractToDate)),
      totalRow('Completed and stored to date', money(summary.completedToDate)),
      totalRow(`Retainage on completed work (${retainage.workRate} %)`, money(summary.retainageOnWork)),
      totalRow(`Retainage on stored materials (${retainage.storedRate} %)`, money(summary.retainageOnStored)),
      totalRow('Total retainage', money(summary.retainageToDate)),
      totalRow('Earned less retainage', money(summary.earnedLessRetainage)),
      totalRow('Less previous applications', money(summary.previousCertificates)),
      totalRow('Payment due this application', money(summary.paymentDue), true),
      totalRow('Balance to finish, retainage included', money(summary.balanceToFinish)),
    ],
    note: [
      'Before tax. Tax is charged on the full amount earned; retainage is released on its own invoice.',
      ...(application.certification
        ? [
            `Certified by ${application.certification.name} on ${formatDate(application.certification.signedAt.slice(0, 10), locale)}${
              application.certification.certifiedPaymentDue === application.certification.requestedPaymentDue ? ', as asked' : ` for ${money(application.certification.certifiedPaymentDue)} of the ${money(application.certification.requestedPaymentDue)} asked`
            }.`,
          ]
        : []),
    ].join(' '),
  };
}

/** Every line of the schedule as the application found it, with a row of totals. */
export function payApplicationSheet(facts: PayApplicationFacts, locale?: string): ContinuationSheet {
  const money = (minor: number) => formatMoney(minor, facts.currency, locale);
  const { application } = facts;
  const { summary } = application;
  const rows = application.lines.map((line, index) => [
    String(index + 1),
    line.source === facts.estimateNumber ? line.description : `${line.description} (${line.source})`,
    money(line.scheduledValue),
    money(line.previousWork),
    money(line.workThisPeriod),
    money(line.materialsStored),
    money(line.completedToDate),
    formatPercentComplete(line.percentComplete),
    money(line.balanceToFinish),
    money(line.retainage),
  ]);
  const sum = (pick: (line: PayApplicationBody['lines'][number]) => number) => money(application.lines.reduce((total, line) => total + pick(line), 0));
  return {
    heading: `Continuation sheet, pay application ${application.sequence}`,
    columns: [
      { label: 'Item', numeric: false },
      { label: 'Description', numeric: false },
      { label: 'Scheduled value', numeric: true },
      { label: 'From previous applications', numeric: true },
      { label: 'This period', numeric: true },
      { label: 'Materials stored', numeric: true },
      { label: 'Completed and stored to date', numeric: true },
      { label: '%', numeric: true },
      { label: 'Balance to finish', numeric: true },
      { label: 'Retainage', numeric: true },
    ],
    rows,
    totals: [
      '',
      'Totals',
      sum((line) => line.scheduledValue),
      sum((line) => line.previousWork),
      sum((line) => line.workThisPeriod),
      sum((line) => line.materialsStored),
      sum((line) => line.completedToDate),
      summary.contractToDate === 0 ? '' : formatPercentComplete(Math.round((summary.completedToDate * 10000) / summary.contractToDate)),
      sum((line) => line.balanceToFinish),
      sum((line) => line.retainage),
    ],
  };
}

/**
 * A pay application in the manner of the contractor's forms (our own layout and words): a summary
 * page of the contract, what is completed and stored, the retainage and the payment due, then a
 * continuation sheet of every line of the schedule. Printed in the estimate's template, parties and
 * plan mark; it has no verification code of its own.
 */
export function payApplicationView(estimateView: DocumentView, facts: PayApplicationFacts, locale?: string): DocumentView {
  const { application } = facts;
  return {
    ...estimateView,
    title: 'Application for payment',
    number: `No. ${application.sequence}`,
    status: application.invoice ? `Invoice ${application.invoice.number}` : 'Draft',
    stamp: null,
    facts: [
      ...(facts.jobTitle ? [{ label: 'Job', text: facts.jobTitle }] : []),
      { label: 'Contract', text: `Estimate ${facts.estimateNumber}` },
      { label: 'Period to', text: formatDate(application.periodTo, locale) },
    ],
    intro: [],
    columns: [],
    lines: [],
    totals: [payApplicationSummary(facts, locale)],
    sections: [],
    signature: null,
    verification: null,
    look: { ...estimateView.look, documentTitle: `Application for payment ${application.sequence}, estimate ${facts.estimateNumber}` },
    continuation: payApplicationSheet(facts, locale),
  };
}
