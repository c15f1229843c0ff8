import { formatDate, formatMoney, PAYMENT_METHOD_LABELS, type PublicInvoice, type TemplateSettings } from '@ledgerline/contracts';
import type { KindView, ViewContext } from './document-view.ts';
import { invoiceStatusText } from './invoice-status.ts';
import { jobFact, siteSection } from './job-site-view.ts';
import { discountAmongLines, laidOutLines, lineColumns } from './line-table.ts';
import { partyView } from './party-view.ts';
import type { Labels } from './template-labels.ts';
import { filledSections } from './text-sections.ts';
import { totalRow, totalsGroup } from './totals-rows.ts';

/** "Mar 3, 2026 · Check · 1042": when and how a payment came. */
function paymentText(payment: PublicInvoice['payments'][number], locale: string | undefined): string {
  return [formatDate(payment.date, locale), PAYMENT_METHOD_LABELS[payment.method], payment.reference].filter(Boolean).join(' · ');
}

/**
 * An invoice's view: payments received are printed as the positive amount they are, then the
 * balance, and each payment is listed under its own heading, so a printout is also its record.
 */
export function invoiceView(invoice: PublicInvoice, template: TemplateSettings, label: Labels, context: ViewContext): KindView {
  const { locale } = context;
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const columns = lineColumns(template.show, label);
  return {
    title: label('invoice'),
    number: invoice.number,
    status: invoiceStatusText(invoice.status, invoice.overdue),
    stamp: invoice.status === 'paid' ? 'PAID' : null,
    business: partyView('From', invoice.business),
    client: partyView(label('billTo'), { ...invoice.client, address: invoice.client.billingAddress }),
    facts: [
      { label: 'Issue date', text: formatDate(invoice.issueDate, locale) },
      { label: 'Due date', text: formatDate(invoice.dueDate, locale) },
      { label: 'Currency', text: invoice.currency },
      ...jobFact(invoice.jobSite),
    ],
    intro: [],
    columns,
    lines: laidOutLines(invoice, columns, locale),
    totals: [
      totalsGroup(
        {
          ...invoice,
          locale,
          discountAmongLines: discountAmongLines(invoice),
          after: [
            ...(invoice.amountCredited !== 0 ? [totalRow('Credited', `-${money(invoice.amountCredited)}`)] : []),
            ...(invoice.amountPaid !== 0 ? [totalRow(label('amountPaid'), money(invoice.amountPaid))] : []),
            ...(invoice.amountReturned !== 0 ? [totalRow('Given back', `-${money(invoice.amountReturned)}`)] : []),
            totalRow(label('balanceDue'), money(invoice.balance), true),
          ],
        },
        label,
      ),
      ...(invoice.payments.length === 0
        ? []
        : [{ heading: 'Payments received', rows: invoice.payments.map((payment) => totalRow(paymentText(payment, locale), money(payment.amount))), note: '' }]),
    ],
    sections: filledSections([
      siteSection(invoice.jobSite, template, label),
      template.show.paymentInstructions && { label: label('paymentInstructions'), text: invoice.paymentInstructions },
      { label: label('notes'), text: invoice.notes },
      { label: label('terms'), text: invoice.terms },
    ]),
    signature: null,
  };
}
