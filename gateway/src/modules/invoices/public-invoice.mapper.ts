import { isInvoiceOverdue, PLAIN_LINE_LAYOUT, type PublicInvoice } from '@ledgerline/contracts';
import { toPublicLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { toPublicBusiness, toPublicClient } from '../document-core/public-parties.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import type { InvoiceView } from './invoice-view.ts';

/** The invoice as its client sees it: the business's and client's blocks, no row ids, no activity. */
export function toPublicInvoiceBody(view: InvoiceView, settings: IAccountSettings, today: string): PublicInvoice {
  const { invoice, client } = view;
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(client),
    number: invoice.number,
    status: invoice.status,
    overdue: isInvoiceOverdue(invoice.status, invoice.dueDate, today),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    taxMode: invoice.taxMode,
    lines: view.lines.map(toPublicLineBody),
    discount: invoice.discount ?? null,
    layout: invoice.lineLayout ?? PLAIN_LINE_LAYOUT,
    totals: toTotalsBody(invoice),
    amountPaid: invoice.amountPaid,
    payments: view.payments.map(({ date, method, reference, amount }) => ({ date, method, reference, amount })),
    amountCredited: invoice.amountCredited,
    amountReturned: invoice.amountReturned,
    balance: invoice.balance,
    notes: invoice.notes,
    terms: invoice.terms,
    paymentInstructions: settings.paymentInstructions,
    jobSite: view.jobSite,
  };
}
