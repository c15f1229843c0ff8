import type { Invoice as InvoiceBody, InvoiceSummary } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import type { IActivityEvent } from './activity-event.entity.ts';
import type { IInvoiceLine } from './invoice-line.entity.ts';
import type { IInvoice } from './invoice.entity.ts';
import { isOverdue } from './invoice-status.ts';
import type { InvoiceView } from './invoice-view.ts';
import type { IPayment } from './payment.entity.ts';
import { publicInvoiceUrl } from './public-token.ts';

export function toLineBody(line: IInvoiceLine): InvoiceBody['lines'][number] {
  return {
    id: line.id,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unit: line.unit,
    taxes: line.taxes,
    discount: line.discount ?? null,
    amount: line.amount,
    discountShare: line.discountShare,
    net: line.net,
    taxAmounts: line.taxAmounts,
    total: line.total,
    optional: false,
  };
}

export function toTotalsBody(invoice: IInvoice): InvoiceBody['totals'] {
  return {
    subtotal: invoice.subtotal,
    discount: invoice.discountTotal,
    net: invoice.net,
    taxes: invoice.taxes,
    taxTotal: invoice.taxTotal,
    total: invoice.total,
  };
}

function toPaymentBody(payment: IPayment): InvoiceBody['payments'][number] {
  return {
    id: payment.id,
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    reference: payment.reference,
    createdAt: payment.createdAt.toISOString(),
  };
}

function toActivityBody(event: IActivityEvent): InvoiceBody['activity'][number] {
  return {
    id: event.id,
    type: event.type,
    summary: event.summary,
    actor: event.actor?.getEntity().username ?? null,
    at: event.createdAt.toISOString(),
  };
}

function toSummary(invoice: IInvoice, client: IClient, today: string): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    overdue: isOverdue(invoice.status, invoice.dueDate, today),
    client: { id: client.id, name: client.name, company: client.company },
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
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
    totals: toTotalsBody(invoice),
    notes: invoice.notes,
    terms: invoice.terms,
    payments: view.payments.map(toPaymentBody),
    activity: view.activity.map(toActivityBody),
    publicUrl: publicInvoiceUrl(origin, invoice.publicToken),
    sentAt: invoice.sentAt?.toISOString() ?? null,
    source: null,
    version: invoice.version,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}
