import type { DocumentKind } from './kinds.ts';

/**
 * The status machine of each document kind, as data: every status with its one label (the same on
 * every screen, in the PDF and on the public page), and every transition, named by the event that
 * causes it. The gateway runs a document's status through canTransition/nextStatus, and screens read
 * the labels and which acts a status allows from here, so the two can never disagree.
 * No zod and no React: this module is part of the shell's first paint and of the server.
 */

/** How a status reads at a glance; each screen maps it to its own colour. */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

export interface StatusLook {
  label: string;
  tone: StatusTone;
}

interface Transition<S extends string, E extends string> {
  event: E;
  from: readonly S[];
  to: S;
}

export interface StatusMachine<S extends string, E extends string> {
  /** The status every new document starts in. */
  initial: S;
  statuses: Readonly<Record<S, StatusLook>>;
  /** Statuses that are never stored, only computed when a document is read (from its dates). */
  derived: readonly S[];
  /** Staying in the same status is never a transition: only these moves are allowed. */
  transitions: readonly Transition<S, E>[];
  /** Of a kind its client signs: why the client's answer through the public link is refused in a status, as the 409 says it. */
  clientRefusals?: Readonly<Partial<Record<S, { code: string; message: string }>>>;
}

export type InvoiceStatusName = 'draft' | 'sent' | 'partial' | 'paid' | 'void';
export type InvoiceEvent = 'send' | 'pay_part' | 'pay_in_full' | 'unpay' | 'void' | 'credit_in_full';

/**
 * Invoices: draft → sent → partial → paid, or void. Payments move the status both ways (a deleted
 * payment or a raised total reopens a paid invoice), and money received on a draft counts too.
 * Only an invoice without payments is voided as such; an issued one is voided by a credit note for all of it. Overdue is no status: see INVOICE_OVERDUE.
 */
export const INVOICE_STATUS_MACHINE: StatusMachine<InvoiceStatusName, InvoiceEvent> = {
  initial: 'draft',
  statuses: {
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Sent', tone: 'info' },
    partial: { label: 'Partially paid', tone: 'warning' },
    paid: { label: 'Paid', tone: 'success' },
    void: { label: 'Void', tone: 'neutral' },
  },
  derived: [],
  transitions: [
    { event: 'send', from: ['draft'], to: 'sent' },
    { event: 'pay_part', from: ['draft', 'sent', 'paid'], to: 'partial' },
    { event: 'pay_in_full', from: ['draft', 'sent', 'partial'], to: 'paid' },
    { event: 'unpay', from: ['partial', 'paid'], to: 'sent' },
    { event: 'void', from: ['draft', 'sent'], to: 'void' },
    // Credit notes that take back the whole invoice void it, whatever was paid (the paid part went back or became credit).
    { event: 'credit_in_full', from: ['sent', 'partial', 'paid'], to: 'void' },
  ],
};

/** Overdue is shown beside the status, never instead of it: an invoice still owed after its due date. */
export const INVOICE_OVERDUE: StatusLook = { label: 'Overdue', tone: 'danger' };
const OWED_STATUSES: readonly InvoiceStatusName[] = ['sent', 'partial'];

/** Sent or part-paid and due before today (both ISO calendar dates). */
export function isInvoiceOverdue(status: InvoiceStatusName, dueDate: string, today: string): boolean {
  return OWED_STATUSES.includes(status) && dueDate.slice(0, 10) < today;
}

export type EstimateStatusName = 'draft' | 'sent' | 'expired' | 'accepted' | 'declined' | 'partly_invoiced' | 'invoiced';
export type EstimateEvent = 'send' | 'expire' | 'accept' | 'decline' | 'revise' | 'invoice_part' | 'invoice_all';

/**
 * Estimates: draft → sent → accepted | declined | expired; accepted → invoiced or partly invoiced.
 * Expired is derived from valid-until; sending again with a new date takes it back to sent. An
 * accepted (or declined) estimate is locked: editing it starts a new revision as a draft. So does a
 * change to a sent (or expired) one, which its client may have open: they accept only what they read.
 */
export const ESTIMATE_STATUS_MACHINE: StatusMachine<EstimateStatusName, EstimateEvent> = {
  initial: 'draft',
  statuses: {
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Sent', tone: 'info' },
    expired: { label: 'Expired', tone: 'warning' },
    accepted: { label: 'Accepted', tone: 'success' },
    declined: { label: 'Declined', tone: 'danger' },
    partly_invoiced: { label: 'Partly invoiced', tone: 'info' },
    invoiced: { label: 'Invoiced', tone: 'success' },
  },
  derived: ['expired'],
  transitions: [
    { event: 'send', from: ['draft', 'expired'], to: 'sent' },
    { event: 'expire', from: ['sent'], to: 'expired' },
    { event: 'accept', from: ['sent'], to: 'accepted' },
    { event: 'decline', from: ['sent'], to: 'declined' },
    { event: 'revise', from: ['sent', 'expired', 'accepted', 'declined'], to: 'draft' },
    // A further deposit keeps a partly invoiced estimate where it is.
    { event: 'invoice_part', from: ['accepted', 'partly_invoiced'], to: 'partly_invoiced' },
    { event: 'invoice_all', from: ['accepted', 'partly_invoiced'], to: 'invoiced' },
  ],
  clientRefusals: {
    accepted: { code: 'already_accepted', message: 'This estimate has already been accepted.' },
    partly_invoiced: { code: 'already_accepted', message: 'This estimate has already been accepted.' },
    invoiced: { code: 'already_accepted', message: 'This estimate has already been accepted.' },
    declined: { code: 'already_declined', message: 'This estimate has already been declined. Ask the sender for a new revision.' },
    draft: { code: 'being_revised', message: 'This estimate is being revised. The sender will send you the new revision.' },
  },
};

/** An estimate is a job from acceptance on, invoiced or not; an open job still has something to invoice. */
export const ESTIMATE_JOB_STATUSES = ['accepted', 'partly_invoiced', 'invoiced'] as const satisfies readonly EstimateStatusName[];
export const ESTIMATE_OPEN_JOB_STATUSES = ['accepted', 'partly_invoiced'] as const satisfies readonly EstimateStatusName[];

export type ChangeOrderStatusName = 'draft' | 'sent' | 'approved' | 'declined' | 'void';
export type ChangeOrderEvent = 'send' | 'approve' | 'decline' | 'void';

/**
 * Change orders: draft → sent → approved | declined | void. Approved, declined and void are final:
 * only an approved change order moves the contract value, so it is never undone.
 */
export const CHANGE_ORDER_STATUS_MACHINE: StatusMachine<ChangeOrderStatusName, ChangeOrderEvent> = {
  initial: 'draft',
  statuses: {
    draft: { label: 'Draft', tone: 'neutral' },
    sent: { label: 'Sent', tone: 'info' },
    approved: { label: 'Approved', tone: 'success' },
    declined: { label: 'Declined', tone: 'danger' },
    void: { label: 'Void', tone: 'neutral' },
  },
  derived: [],
  transitions: [
    { event: 'send', from: ['draft'], to: 'sent' },
    { event: 'approve', from: ['sent'], to: 'approved' },
    { event: 'decline', from: ['sent'], to: 'declined' },
    { event: 'void', from: ['draft', 'sent'], to: 'void' },
  ],
  clientRefusals: {
    approved: { code: 'already_approved', message: 'This change order has already been approved.' },
    declined: { code: 'already_declined', message: 'This change order has already been declined.' },
    void: { code: 'change_order_void', message: 'This change order was withdrawn by the sender.' },
  },
};

export type CreditNoteStatusName = 'issued' | 'sent';
export type CreditNoteEvent = 'send';

/**
 * Credit notes: issued when made (its number, its lines and where its money went are final at once:
 * it corrects an issued invoice, so it is itself a record), then sent. A wrong credit note is
 * corrected by the invoice's next one, never by an edit.
 */
export const CREDIT_NOTE_STATUS_MACHINE: StatusMachine<CreditNoteStatusName, CreditNoteEvent> = {
  initial: 'issued',
  statuses: {
    issued: { label: 'Issued', tone: 'info' },
    sent: { label: 'Sent', tone: 'success' },
  },
  derived: [],
  transitions: [{ event: 'send', from: ['issued'], to: 'sent' }],
};

export const STATUS_MACHINES = {
  invoice: INVOICE_STATUS_MACHINE,
  estimate: ESTIMATE_STATUS_MACHINE,
  change_order: CHANGE_ORDER_STATUS_MACHINE,
  credit_note: CREDIT_NOTE_STATUS_MACHINE,
} as const satisfies Record<DocumentKind, StatusMachine<string, string>>;

type MachineOf<K extends DocumentKind> = (typeof STATUS_MACHINES)[K];
export type DocumentStatus<K extends DocumentKind> = MachineOf<K> extends StatusMachine<infer S, string> ? S : never;
export type DocumentEvent<K extends DocumentKind> = MachineOf<K> extends StatusMachine<string, infer E> ? E : never;

/** The machine of a kind, with its types widened so one function serves every kind. */
function machine(kind: DocumentKind): StatusMachine<string, string> {
  return STATUS_MACHINES[kind];
}

/** Whether a document of this kind may move from one status to another in one step. */
export function canTransition<K extends DocumentKind>(kind: K, from: DocumentStatus<K>, to: DocumentStatus<K>): boolean {
  return machine(kind).transitions.some((transition) => transition.to === to && transition.from.includes(from));
}

/** The status an event leads to from `from`, or null when the event is not allowed there. */
export function nextStatus<K extends DocumentKind>(kind: K, from: DocumentStatus<K>, event: DocumentEvent<K>): DocumentStatus<K> | null {
  const found = machine(kind).transitions.find((transition) => transition.event === event && transition.from.includes(from));
  return (found?.to ?? null) as DocumentStatus<K> | null;
}

/** The events allowed from a status, in the order the machine lists them (what a screen can offer). */
export function eventsFrom<K extends DocumentKind>(kind: K, from: DocumentStatus<K>): DocumentEvent<K>[] {
  return machine(kind)
    .transitions.filter((transition) => transition.from.includes(from))
    .map((transition) => transition.event as DocumentEvent<K>);
}

/** A status's one label and tone. */
export function statusLook<K extends DocumentKind>(kind: K, status: DocumentStatus<K>): StatusLook {
  const look = machine(kind).statuses[status];
  if (look === undefined) throw new Error(`"${status}" is no status of a ${kind}.`);
  return look;
}

export function statusLabel<K extends DocumentKind>(kind: K, status: DocumentStatus<K>): string {
  return statusLook(kind, status).label;
}
