import { formatScaled, isInvoiceOverdue, PLAIN_LINE_LAYOUT, QUANTITY_SCALE, receiptNumberOf, type Invoice as InvoiceBody, type InvoiceSummary } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import { toActivityBody, toLineBody, toTotalsBody } from '../document-core/document-mappers.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toRateBody } from '../exchange-rates/document-rate.ts';
import type { IInvoice } from './invoice.entity.ts';
import type { InvoiceView } from './invoice-view.ts';
import type { IPayment } from './payment.entity.ts';

function toPaymentBody(payment: IPayment, invoiceNumber: string): InvoiceBody['payments'][number] {
  return {
    id: payment.id,
    receiptNumber: receiptNumberOf(invoiceNumber, payment.sequence),
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    reference: payment.reference,
    createdAt: payment.createdAt.toISOString(),
  };
}

function toSummary(invoice: IInvoice, client: IClient, today: string): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    overdue: isInvoiceOverdue(invoice.status, invoice.dueDate, today),
    client: { id: client.id, name: client.name, company: client.company },
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    amountCredited: invoice.amountCredited,
    amountReturned: invoice.amountReturned,
    balance: invoice.balance,
    viewedAt: invoice.viewedAt?.toISOString() ?? null,
  };
}

/** The invoice as the owner's API shows it; `origin` builds the public link. */
export function toInvoiceBody(view: InvoiceView, origin: string, today: string): InvoiceBody {
  const { invoice } = view;
  return {
    ...toSummary(invoice, view.client, today),
    taxMode: invoice.taxMode,
    lines: view.lines.map(toLineBody),
    discount: invoice.discount ?? null,
    layout: invoice.lineLayout ?? PLAIN_LINE_LAYOUT,
    totals: toTotalsBody(invoice),
    notes: invoice.notes,
    terms: invoice.terms,
    exchangeRate: toRateBody(invoice),
    payments: view.payments.map((payment) => toPaymentBody(payment, view.invoice.number)),
    activity: view.activity.map(toActivityBody),
    publicUrl: publicDocumentUrl(origin, 'invoice', invoice.publicToken),
    publicLinkExpiresOn: invoice.publicLinkExpiresOn ?? null,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    templateId: invoice.template?.id ?? null,
    source: view.source,
    creditNotes: view.creditNotes.map((note) => ({ id: note.id, number: note.number, issueDate: note.issueDate, total: note.total })),
    creditedQuantities: Object.fromEntries([...view.creditedQuantities].map(([lineId, quantity]) => [lineId, formatScaled(quantity, QUANTITY_SCALE)])),
    version: invoice.version,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}
