import type { PublicInvoice } from '@ledgerline/contracts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import type { InvoiceView } from './invoice-view.ts';
import { isOverdue } from './invoice-status.ts';
import { toLineBody, toTotalsBody } from './invoice.mapper.ts';

/** The invoice as its client sees it: the business's and client's blocks, no row ids, no activity. */
export function toPublicInvoiceBody(view: InvoiceView, settings: IAccountSettings, today: string): PublicInvoice {
  const { invoice, client } = view;
  return {
    business: {
      name: settings.businessName,
      email: settings.email,
      phone: settings.phone,
      address: settings.address,
      taxId: settings.taxId,
    },
    client: { name: client.name, company: client.company, email: client.email, billingAddress: client.billingAddress, taxId: client.taxId },
    number: invoice.number,
    status: invoice.status,
    overdue: isOverdue(invoice.status, invoice.dueDate, today),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    taxMode: invoice.taxMode,
    lines: view.lines.map((line) => {
      const { id: _id, ...rest } = toLineBody(line);
      return rest;
    }),
    discount: invoice.discount ?? null,
    totals: toTotalsBody(invoice),
    amountPaid: invoice.amountPaid,
    balance: invoice.balance,
    notes: invoice.notes,
    terms: invoice.terms,
    paymentInstructions: settings.paymentInstructions,
  };
}
