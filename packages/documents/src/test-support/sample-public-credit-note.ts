import { PLAIN_LINE_LAYOUT, type PublicCreditNote } from '@ledgerline/contracts';
import { samplePublicInvoice } from './sample-public-invoice.ts';

/** A credit note of one of the sample invoice's three tiles, paid by card and refunded to it. */
export const samplePublicCreditNote: PublicCreditNote = {
  business: samplePublicInvoice.business,
  client: samplePublicInvoice.client,
  number: 'CN-0003',
  status: 'sent',
  invoiceNumber: samplePublicInvoice.number,
  invoiceIssueDate: samplePublicInvoice.issueDate,
  issueDate: '2026-11-25',
  reason: 'One tile arrived <i>cracked</i>',
  currency: 'USD',
  taxMode: 'exclusive',
  lines: [{ ...samplePublicInvoice.lines[0]!, quantity: '1', amount: 1999, net: 1999, total: 1999 }],
  discount: null,
  layout: PLAIN_LINE_LAYOUT,
  totals: { subtotal: 1999, discount: 0, net: 1999, taxes: [], taxTotal: 0, total: 1999 },
  settlement: { appliedToBalance: 999, refundedOnline: 1000, refundedByHand: 0, keptAsCredit: 0 },
  jobSite: null,
};
