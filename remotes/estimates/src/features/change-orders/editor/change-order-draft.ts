import { changeOrderInputSchema, type ChangeOrder, type ChangeOrderInput } from '@ledgerline/contracts';
import { documentToDraft, newLineDraft, readDocumentDraft, type DocumentDraft, type DraftReading } from '@ledgerline/document-editor';
import type { ChangeOrderParent } from './change-order-parent.ts';

/**
 * A change order as the editor holds it. The fields every document has that a change order takes
 * from its estimate (client, currency) are kept for the shared line and totals editors; a change
 * order has no number to type, no issue date and no discount of its own.
 */
export interface ChangeOrderDraft extends DocumentDraft {
  estimateId: string;
  reason: string;
  description: string;
  /** Days the change adds to the job (negative: shortens it). */
  daysDelta: number;
  requestedBy: string;
  approvalDeadline: string | null;
  invoiceOnApproval: boolean;
}

export function newChangeOrderDraft(parent: ChangeOrderParent, today: string): ChangeOrderDraft {
  return {
    clientId: parent.client.id,
    number: '',
    issueDate: today,
    currency: parent.currency,
    lines: [newLineDraft()],
    discount: { type: 'percent', value: '' },
    notes: '',
    terms: '',
    exchangeRate: '',
    templateId: null,
    estimateId: parent.estimate.id,
    reason: '',
    description: '',
    daysDelta: 0,
    requestedBy: '',
    approvalDeadline: null,
    invoiceOnApproval: false,
  };
}

export function changeOrderToDraft(changeOrder: ChangeOrder): ChangeOrderDraft {
  return {
    ...documentToDraft({ ...changeOrder, issueDate: changeOrder.createdAt, discount: null }),
    // The number is the server's ("EST-0007-CO-01"); the editor never sends it.
    number: '',
    estimateId: changeOrder.estimate.id,
    reason: changeOrder.reason,
    description: changeOrder.description,
    daysDelta: changeOrder.daysDelta,
    requestedBy: changeOrder.requestedBy,
    approvalDeadline: changeOrder.approvalDeadline,
    invoiceOnApproval: changeOrder.invoiceOnApproval,
  };
}

/** The total the calculator gives the lines is the change order's cost delta; it may be below zero. */
export function readChangeOrderDraft(draft: ChangeOrderDraft, taxMode: ChangeOrder['taxMode']): DraftReading<ChangeOrderInput> {
  return readDocumentDraft(draft, { taxMode }, changeOrderInputSchema, {
    estimateId: draft.estimateId,
    reason: draft.reason,
    description: draft.description,
    daysDelta: draft.daysDelta,
    requestedBy: draft.requestedBy,
    approvalDeadline: draft.approvalDeadline,
    invoiceOnApproval: draft.invoiceOnApproval,
  });
}
