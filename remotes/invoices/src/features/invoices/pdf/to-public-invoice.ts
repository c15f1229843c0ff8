import type { AccountSettings, Client, Invoice, PublicInvoice } from '@ledgerline/contracts';
import { toPublicBusiness, toPublicClient } from '@ledgerline/documents/owner-copy/public-parties.ts';

/**
 * The invoice as its client sees it, built from what the editor already holds, so the owner's PDF is
 * the same document the public link gives (packages/documents renders that one shape).
 */
export function toPublicInvoice(invoice: Invoice, client: Client, settings: AccountSettings): PublicInvoice {
  return {
    business: toPublicBusiness(settings),
    client: toPublicClient(client),
    number: invoice.number,
    status: invoice.status,
    overdue: invoice.overdue,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    taxMode: invoice.taxMode,
    lines: invoice.lines.map(({ id: _id, ...line }) => line),
    discount: invoice.discount,
    totals: invoice.totals,
    amountPaid: invoice.amountPaid,
    balance: invoice.balance,
    notes: invoice.notes,
    terms: invoice.terms,
    paymentInstructions: settings.paymentInstructions,
  };
}
