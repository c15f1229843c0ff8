import { eventsFrom, type ChangeOrder } from '@ledgerline/contracts';

/** What can be done with a change order in its status, from the contracts' status machine. */
export interface ChangeOrderActs {
  /** Only a draft is edited: once sent, the client may approve exactly what they were sent. */
  editable: boolean;
  /** A draft is sent; a sent one may go to its client again (a lost email). */
  send: 'Send' | 'Send again' | null;
  voidable: boolean;
  remove: boolean;
  newLink: boolean;
  /** Approved, not billed yet, and adding money: it gets an invoice of its own (a credit waits for the job's next invoice). */
  invoice: boolean;
}

export function changeOrderActs(changeOrder: ChangeOrder | undefined): ChangeOrderActs {
  if (!changeOrder) return { editable: true, send: 'Send', voidable: false, remove: false, newLink: false, invoice: false };
  const events = eventsFrom('change_order', changeOrder.status);
  return {
    editable: changeOrder.status === 'draft',
    send: events.includes('send') ? 'Send' : changeOrder.status === 'sent' ? 'Send again' : null,
    voidable: events.includes('void'),
    remove: changeOrder.status === 'draft',
    newLink: changeOrder.status === 'sent',
    invoice: changeOrder.status === 'approved' && !changeOrder.invoiced && changeOrder.costDelta > 0,
  };
}
