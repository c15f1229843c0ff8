import { eventsFrom, type Estimate, type EstimateConvert } from '@ledgerline/contracts';

export interface ConvertChoice {
  key: string;
  mode: EstimateConvert['mode'];
  label: string;
  /** The user says what to invoice first: a further deposit's percentage or amount. */
  asks?: boolean;
  /** Why this invoice cannot be made now, or undefined when it can. */
  disabledReason?: string;
}

/** What can be done with an estimate in its status, from the contracts' status machine. */
export interface EstimateActs {
  /** Accepted and declined estimates are locked: a change starts a new revision. */
  editable: boolean;
  send: 'Send' | 'Send again' | null;
  revise: boolean;
  convert: ConvertChoice[];
  remove: boolean;
  duplicate: boolean;
  newLink: boolean;
}

const EDITABLE: readonly Estimate['status'][] = ['draft', 'sent', 'expired'];

function depositLabel(estimate: Estimate): string {
  if (estimate.deposit?.type === 'percent') return `Deposit invoice (${estimate.deposit.value} %)`;
  return 'Deposit invoice';
}

/** What the deposits invoiced so far leave to ask of the accepted total (void ones aside). */
export function depositRoomLeft(estimate: Estimate): number {
  const deposited = estimate.invoices.filter((invoice) => invoice.role === 'deposit' && invoice.status !== 'void').reduce((sum, invoice) => sum + invoice.total, 0);
  return estimate.total - deposited;
}

function convertChoices(estimate: Estimate): ConvertChoice[] {
  const events = eventsFrom('estimate', estimate.status);
  if (!events.includes('invoice_part') && !events.includes('invoice_all')) return [];
  const made = new Set(estimate.invoices.map((invoice) => invoice.role));
  // A job billed by pay applications bills the rest on its next application and its retainage by release.
  if (made.has('pay_application')) return [];
  const closed = made.has('full') || made.has('final');
  const choices: ConvertChoice[] = [];
  if (!made.has('deposit') && !closed) choices.push({ key: 'full', mode: 'full', label: 'Full invoice' });
  if (estimate.deposit && !made.has('deposit')) {
    choices.push({ key: 'deposit', mode: 'deposit', label: depositLabel(estimate), disabledReason: closed ? 'The estimate is invoiced in full.' : undefined });
  }
  if (made.has('deposit')) {
    const full = depositRoomLeft(estimate) <= 0 ? 'The deposits come to the whole accepted total.' : undefined;
    choices.push({ key: 'another-deposit', mode: 'deposit', label: 'Another deposit invoice…', asks: true, disabledReason: closed ? 'The estimate is invoiced in full.' : full });
    choices.push({ key: 'final', mode: 'final', label: 'Final invoice, less deposits', disabledReason: closed ? 'The final invoice is already made.' : undefined });
  }
  return choices;
}

/** Whether the job may be billed in stages: accepted, and not invoiced whole or to its end. */
export function billsInStages(estimate: Estimate | undefined): estimate is Estimate {
  return estimate?.job != null && !estimate.invoices.some((invoice) => (invoice.role === 'full' || invoice.role === 'final') && invoice.status !== 'void');
}

export function estimateActs(estimate: Estimate | undefined): EstimateActs {
  if (!estimate) return { editable: true, send: 'Send', revise: false, convert: [], remove: false, duplicate: false, newLink: false };
  const events = eventsFrom('estimate', estimate.status);
  return {
    editable: EDITABLE.includes(estimate.status),
    // A sent estimate may go to its client again (a lost email); an expired one with a later valid-until.
    send: estimate.status === 'draft' ? 'Send' : estimate.status === 'sent' || events.includes('send') ? 'Send again' : null,
    // A sent estimate is revised by saving a change to it (its save button says so); only a locked one needs this button.
    // Once invoiced or changed by change orders, an estimate changes only by further change orders.
    revise: events.includes('revise') && !EDITABLE.includes(estimate.status) && estimate.invoices.length === 0 && !estimate.job?.standingChangeOrders,
    convert: convertChoices(estimate),
    // Only a draft that never reached a client can go: a sent one is part of the record.
    remove: estimate.status === 'draft' && estimate.sentAt === null && estimate.revisions.length <= 1,
    duplicate: true,
    newLink: estimate.status !== 'draft',
  };
}
