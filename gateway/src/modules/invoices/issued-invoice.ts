import { formatScaled, parseScaled, RATE_SCALE, type InvoiceUpdate, type LineItemInput } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { canonicalJson } from '../document-core/signature.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import type { IInvoiceLine } from './invoice-line.entity.ts';
import type { IInvoice } from './invoice.entity.ts';
import { lineInputsOf } from './invoice-writes.ts';

/** A line as it bills: "2" and "2.00" are the same quantity. */
const lineKey = (line: LineItemInput) =>
  canonicalJson({ description: line.description, quantity: Number(line.quantity), unitPrice: line.unitPrice, unit: line.unit, taxes: line.taxes, discount: line.discount ?? null });

const sameLines = (stored: LineItemInput[], input: LineItemInput[]) =>
  stored.length === input.length && stored.every((line, index) => lineKey(line) === lineKey(input[index] as LineItemInput));

const typedRate = (text: string | null) => (text === null ? null : formatScaled(parseScaled(text, RATE_SCALE), RATE_SCALE));

/**
 * What an edit would change of what an issued invoice says the client owes, named as the refusal
 * lists them; empty when it changes only what may still change (INVOICE_FIELDS_OPEN_AFTER_ISSUE).
 */
export function lockedChanges(invoice: IInvoice, lines: IInvoiceLine[], input: InvoiceUpdate): string[] {
  const changes: [boolean, string][] = [
    [input.clientId !== invoice.client.id, 'client'],
    [input.number !== undefined && input.number !== invoice.number, 'number'],
    [input.issueDate !== invoice.issueDate, 'issue date'],
    [input.currency !== invoice.currency, 'currency'],
    [typedRate(input.exchangeRate) !== typedRateOf(invoice), 'exchange rate'],
    [!sameLines(lineInputsOf(lines), input.lines), 'lines'],
    [canonicalJson(input.discount) !== canonicalJson(invoice.discount ?? null), 'discount'],
  ];
  return changes.filter(([changed]) => changed).map(([, name]) => name);
}

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The refusal of an edit to what an issued invoice bills: it names what would change and the way to correct it. */
export function issuedInvoiceLocked(invoice: IInvoice, changes: string[]): HttpError {
  const correction = 'To correct it, make a credit note for what is wrong (voiding it credits all of it), then a new invoice if one is needed.';
  return new HttpError(
    409,
    'invoice_issued',
    `Invoice ${invoice.number} has been issued, so its ${listed(changes)} stay as issued. Only its due date, notes, terms and template can change. ${correction}`,
  );
}
