import type { EntityManager } from '@mikro-orm/core';
import { INVOICE_ROLE_LABELS, revisionNumber, type Job, type JobDocument } from '@ledgerline/contracts';
import { ChangeOrder } from '../change-orders/change-order.entity.ts';
import { CreditNote } from '../credit-notes/credit-note.entity.ts';
import { todayIso } from '../document-core/dates.ts';
import { jobFrom } from '../estimates/estimate-job.ts';
import type { EstimateCore } from '../estimates/estimate-view.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';

type Dated = JobDocument & { at: Date };

/** What an invoice is to its job: "Deposit", "Pay application 2", "Change order invoice", … */
function invoiceRole(invoice: Pick<IInvoice, 'sourceRole' | 'sourceSequence'>): string {
  const role = invoice.sourceRole ?? 'full';
  if (role === 'pay_application') return `${INVOICE_ROLE_LABELS[role]} ${invoice.sourceSequence}`;
  // Beside the change order itself on the job's list, its invoice says it is one.
  return role === 'change_order' ? 'Change order invoice' : INVOICE_ROLE_LABELS[role];
}

/**
 * A job's figures and every document of it in the order it was made: the accepted estimate, its
 * change orders, the invoices made from either (deposits, pay applications, releases, finals) and
 * their credit notes. Each is read once, through the account filter.
 */
export async function jobFiguresAndDocuments(em: EntityManager, core: EstimateCore): Promise<{ figures: Job; documents: JobDocument[] }> {
  const { estimate, revision } = core;
  const changeOrders = await em.find(ChangeOrder, { estimate: estimate.id }, { fields: ['number', 'status', 'total', 'daysDelta', 'createdAt'] });
  const invoices = await em.find(
    Invoice,
    {
      $or: [
        { sourceKind: 'estimate', sourceId: estimate.id },
        { sourceKind: 'change_order', sourceId: { $in: changeOrders.map((changeOrder) => changeOrder.id) } },
      ],
    },
    { fields: ['number', 'status', 'total', 'balance', 'issueDate', 'sourceRole', 'sourceSequence', 'createdAt'] },
  );
  const creditNotes =
    invoices.length === 0 ? [] : await em.find(CreditNote, { invoice: { $in: invoices.map((invoice) => invoice.id) } }, { fields: ['number', 'status', 'total', 'issueDate', 'createdAt'] });
  const acceptedAt = revision.acceptedAt ?? estimate.createdAt;
  const documents: Dated[] = [
    {
      kind: 'estimate',
      id: estimate.id,
      number: revisionNumber(estimate.baseNumber, revision.revision),
      role: 'Accepted estimate',
      date: todayIso(acceptedAt),
      status: estimate.status,
      total: revision.total,
      balance: null,
      at: acceptedAt,
    },
    ...changeOrders.map((changeOrder): Dated => ({
      kind: 'change_order',
      id: changeOrder.id,
      number: changeOrder.number,
      role: 'Change order',
      date: todayIso(changeOrder.createdAt),
      status: changeOrder.status,
      total: changeOrder.total,
      balance: null,
      at: changeOrder.createdAt,
    })),
    ...invoices.map((invoice): Dated => ({
      kind: 'invoice',
      id: invoice.id,
      number: invoice.number,
      role: invoiceRole(invoice),
      date: invoice.issueDate,
      status: invoice.status,
      total: invoice.total,
      balance: invoice.balance,
      at: invoice.createdAt,
    })),
    ...creditNotes.map((note): Dated => ({
      kind: 'credit_note',
      id: note.id,
      number: note.number,
      role: 'Credit note',
      date: note.issueDate,
      status: note.status,
      total: note.total,
      balance: null,
      at: note.createdAt,
    })),
  ];
  return {
    figures: jobFrom(core, changeOrders, invoices),
    documents: documents.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number)).map(({ at: _at, ...document }) => document),
  };
}
