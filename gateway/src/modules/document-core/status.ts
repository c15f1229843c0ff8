import {
  DOCUMENT_KIND_LABELS,
  nextStatus,
  statusLabel,
  type DocumentEvent,
  type DocumentKind,
  type DocumentStatus,
} from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/** How a refused event reads in a sentence: "A void invoice cannot be sent." */
const EVENT_PARTICIPLES: Record<string, string> = {
  send: 'sent',
  expire: 'expired',
  accept: 'accepted',
  decline: 'declined',
  revise: 'revised',
  invoice_part: 'invoiced',
  invoice_all: 'invoiced',
  pay_part: 'paid',
  pay_in_full: 'paid',
  unpay: 'reopened',
  approve: 'approved',
  void: 'voided',
  credit_in_full: 'credited',
};

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;

/** The 409 for an event the status machine does not allow from the document's status. */
export function illegalTransition<K extends DocumentKind>(kind: K, from: DocumentStatus<K>, event: DocumentEvent<K>): HttpError {
  const what = `${statusLabel(kind, from).toLowerCase()} ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`;
  return new HttpError(409, `${kind}_${from}`, `${withArticle(what)} cannot be ${EVENT_PARTICIPLES[event] ?? event}.`);
}

/**
 * Runs an event through the kind's status machine (packages/contracts, documents/status-machines.ts)
 * and moves the document to the status it leads to; an event the machine does not allow from the
 * current status answers 409 with a sentence and changes nothing. The only way services change a
 * document's status by an act of a person.
 */
export function moveStatus<K extends DocumentKind>(kind: K, document: { status: DocumentStatus<K> }, event: DocumentEvent<K>): DocumentStatus<K> {
  const to = nextStatus(kind, document.status, event);
  if (to === null) throw illegalTransition(kind, document.status, event);
  document.status = to;
  return to;
}
