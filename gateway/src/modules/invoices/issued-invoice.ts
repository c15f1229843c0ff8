import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatScaled, JOB_BILLED_ROLES, linesFixedByJob, parseScaled, RATE_SCALE, type InvoiceUpdate, type LineItemInput } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import { canonicalJson } from '../document-core/signature.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import type { PricedLine } from '../document-core/totals.ts';
import { InvoiceLine, type IInvoiceLine } from './invoice-line.entity.ts';
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

export const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The refusal of an edit to what an issued invoice bills: it names what would change and the way to correct it. */
export function issuedInvoiceLocked(invoice: IInvoice, changes: string[]): HttpError {
  const correction = 'To correct it, make a credit note for what is wrong (voiding it credits all of it), then a new invoice if one is needed.';
  return new HttpError(
    409,
    'invoice_issued',
    `Invoice ${invoice.number} has been issued, so its ${listed(changes)} stay as issued. Only its due date, notes, terms and template can change. ${correction}`,
  );
}

/** The invoice of a pay application or a retainage release bills what the job recorded: who, in what currency, and what. */
const JOB_FIXED = new Set(['client', 'currency', 'exchange rate', 'lines', 'discount']);

/** What a job's invoice says a job billed, when the invoice was made by a pay application or a release of retainage. */
export function jobBilledWords(invoice: Pick<IInvoice, 'sourceRole' | 'sourceSequence'>): string | null {
  if (!invoice.sourceRole || !JOB_BILLED_ROLES.includes(invoice.sourceRole)) return null;
  return invoice.sourceRole === 'pay_application' ? `pay application ${invoice.sourceSequence}` : 'a release of retainage';
}

/** Why a draft's lines are the job's, and how to correct them (linesFixedByJob in contracts). */
function fixedByJob(invoice: IInvoice): { what: string; correction: string } {
  const billed = jobBilledWords(invoice);
  return billed !== null
    ? { what: `bills ${billed} of its job`, correction: 'Correct it on the next pay application, or with a credit note once it is issued.' }
    : { what: 'bills its job as signed, with its change orders and deposits', correction: 'Bill more through a change order, or correct it with a credit note once it is issued.' };
}

/**
 * The lines a job's invoice keeps, draft or not: the pay application, release or signed estimate it
 * bills stays as recorded, so its lines do, as stored (with what earlier invoices billed of each,
 * which no browser sends). An edit that would change them answers 409; null when nothing fixes them.
 */
export async function linesKeptByJob(tx: SqlEntityManager, invoice: IInvoice, input: InvoiceUpdate): Promise<PricedLine[] | null> {
  if (!linesFixedByJob(invoice.sourceRole, invoice.lineLayout)) return null;
  const lines = await tx.find(InvoiceLine, { invoice: invoice.id }, { orderBy: { position: 'asc' } });
  const changes = lockedChanges(invoice, lines, input).filter((name) => JOB_FIXED.has(name));
  if (changes.length === 0) return lineInputsOf(lines);
  const { what, correction } = fixedByJob(invoice);
  throw new HttpError(409, 'billed_by_job', `Invoice ${invoice.number} ${what}, so its ${listed(changes)} stay as the job recorded them. ${correction}`);
}
