import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { isInvoiceIssued, layoutOfLines, PLAIN_LINE_LAYOUT, type InvoiceInput, type InvoiceVoidInput, type InvoiceSourceRole, type InvoiceUpdate, type LineLayout, type TaxMode, type DocumentLinkAction } from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { getSettings } from '../settings/settings.service.ts';
import { deleteActivity, recordActivity, type Actor, type Subject } from '../document-core/activity.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { lockInvoice } from './lock-invoice.ts';
import { countDeletedDocument, countNewDocument, nextNumber, patternNumber, releaseNewestNumber, type CounterKey } from '../document-core/numbering.ts';
import { changePublicLink, newPublicToken, type LinkState } from '../document-core/public-link.ts';
import { moveStatus } from '../document-core/status.ts';
import { rateToRecord } from '../exchange-rates/document-rate.ts';
import { computeTotals, refuseOptionalLines, type PricedLine } from '../document-core/totals.ts';
import { InvoiceLine } from './invoice-line.entity.ts';
import { Invoice, type IInvoice } from './invoice.entity.ts';
import { issuedInvoiceLocked, jobBilledWords, linesKeptByJob, lockedChanges } from './issued-invoice.ts';
import { applyTotals, createLines, invoiceVoid, withUniqueNumber } from './invoice-writes.ts';
import { Payment } from './payment.entity.ts';
import { documentTemplate } from '../templates/document-template.ts';
import { useClientCredit } from '../credit-notes/client-credits.ts';
import { createCreditNote } from '../credit-notes/credit-notes.service.ts';
import { followPayments } from './invoice-status.ts';
import { staleVersion } from '../document-core/write-refusals.ts';

/** The account's invoice series: one number sequence and one kept count. */
export const invoiceCounter = (accountId: string): CounterKey => ({ accountId, kind: 'invoice' });

const subject = (id: string): Subject => ({ kind: 'invoice', id });

/** The estimate or change order an invoice is made from, and as what (invoice-source in contracts). */
export type InvoiceSourceFields = { sourceKind: 'estimate' | 'change_order'; sourceId: string; sourceRole: InvoiceSourceRole; sourceSequence?: number };

export type NewInvoiceOptions = {
  /** The activity entry's text, when the invoice is made from something. */
  summary?: string;
  source?: InvoiceSourceFields;
  /** The tax mode of the document it is made from, so its taxes read the same; the settings' otherwise. */
  taxMode?: TaxMode;
  /** Headings and the discount's lines of a job's final invoice; its lines then stay as the job made them. */
  layout?: LineLayout | null;
};

/**
 * Creates a draft: the client must be the account's own, the tax mode comes from the settings, the
 * number from the account's pattern unless one was typed, and every total from the calculator.
 * Returns the new invoice's id.
 */
export function createInvoice(em: SqlEntityManager, actor: Actor, input: Omit<InvoiceInput, 'lines'> & { lines: PricedLine[] }, options: NewInvoiceOptions = {}): Promise<string> {
  refuseOptionalLines(input.lines);
  return withUniqueNumber(() =>
    transactional(em, async (tx) => {
      await lockCounter(tx, invoiceCounter(actor.accountId));
      const client = await lockClientForDocument(tx, input.clientId);
      const template = await documentTemplate(tx, input.templateId);
      const settings = await getSettings(tx, actor.accountId);
      const taxMode = options.taxMode ?? settings.taxMode;
      const layout = layoutOfLines(options.layout, input.lines.length);
      const totals = computeTotals({ ...input, discountLines: layout.discountLines }, taxMode);
      const rate = await rateToRecord(tx, { document: input.currency, account: settings.currency }, input.exchangeRate);
      const counted = await countNewDocument(tx, invoiceCounter(actor.accountId));
      const number = input.number ?? (await nextNumber(tx, invoiceCounter(actor.accountId), patternNumber(settings.invoiceNumberPattern, input.issueDate), counted));
      const id = randomUUID();
      const invoice = tx.create(Invoice, {
        id,
        account: actor.accountId,
        client,
        number,
        status: 'draft',
        issueDate: input.issueDate,
        dueDate: input.dueDate,
        currency: input.currency,
        taxMode,
        discount: input.discount,
        lineLayout: layout === PLAIN_LINE_LAYOUT ? null : layout,
        ...options.source,
        template: template ?? null,
        notes: input.notes,
        terms: input.terms,
        ...rate,
        subtotal: 0,
        discountTotal: 0,
        net: 0,
        taxes: [],
        taxTotal: 0,
        total: 0,
        amountPaid: 0,
        balance: 0,
      });
      applyTotals(invoice, totals);
      createLines(tx, actor.accountId, invoice, input.lines, totals);
      recordActivity(tx, actor, subject(id), 'created', options.summary ?? `Created invoice ${number}`);
      return id;
    }),
  );
}

/**
 * Replaces a draft's fields and lines. The save names the version it was based on: a stale one
 * answers 409 and changes nothing. A void invoice is not edited, and an issued one only where
 * updateIssuedInvoice allows (money received makes a draft issued too, so none has payments here).
 */
export function updateInvoice(em: SqlEntityManager, actor: Actor, id: string, input: InvoiceUpdate): Promise<void> {
  refuseOptionalLines(input.lines);
  return withUniqueNumber(() =>
    transactional(em, async (tx) => {
      const client = await lockClientForDocument(tx, input.clientId);
      const invoice = await lockInvoice(tx, id);
      if (invoice.version !== input.version) {
        throw staleVersion('invoice');
      }
      if (invoice.status === 'void') throw invoiceVoid('edited');
      const lines = (await linesKeptByJob(tx, invoice, input)) ?? input.lines;
      if (isInvoiceIssued(invoice.status)) return updateIssuedInvoice(tx, actor, invoice, input);
      const template = await documentTemplate(tx, input.templateId);
      const layout = layoutOfLines(invoice.lineLayout, lines.length);
      const totals = computeTotals({ lines, discount: input.discount, discountLines: layout.discountLines }, invoice.taxMode);
      const { currency } = await getSettings(tx, actor.accountId);
      const rate = await rateToRecord(tx, { document: input.currency, account: currency }, input.exchangeRate, invoice);
      tx.assign(invoice, {
        client,
        number: input.number ?? invoice.number,
        issueDate: input.issueDate,
        dueDate: input.dueDate,
        currency: input.currency,
        discount: input.discount,
        lineLayout: layout === PLAIN_LINE_LAYOUT ? null : layout,
        notes: input.notes,
        terms: input.terms,
        ...(template !== undefined && { template }),
        ...rate,
        // Set on every save so the version moves even when only the lines changed.
        updatedAt: new Date(),
      });
      applyTotals(invoice, totals);
      await tx.nativeDelete(InvoiceLine, { invoice: id });
      createLines(tx, actor.accountId, invoice, lines, totals);
      recordActivity(tx, actor, subject(id), 'updated', `Edited invoice ${invoice.number}`);
    }),
  );
}

/**
 * An issued invoice keeps what it bills: an edit that would change it is refused with what and why,
 * and the fields still open (INVOICE_FIELDS_OPEN_AFTER_ISSUE) change with one activity entry each.
 */
async function updateIssuedInvoice(tx: SqlEntityManager, actor: Actor, invoice: IInvoice, input: InvoiceUpdate): Promise<void> {
  const lines = await tx.find(InvoiceLine, { invoice: invoice.id }, { orderBy: { position: 'asc' } });
  const changes = lockedChanges(invoice, lines, input);
  if (changes.length > 0) throw issuedInvoiceLocked(invoice, changes);
  const template = await documentTemplate(tx, input.templateId);
  const changed = (what: string) => `Changed the ${what} of issued invoice ${invoice.number}`;
  const summaries = [
    invoice.dueDate !== input.dueDate && `${changed('due date')} from ${invoice.dueDate} to ${input.dueDate}`,
    invoice.notes !== input.notes && changed('notes'),
    invoice.terms !== input.terms && changed('terms'),
    template !== undefined && (invoice.template?.id ?? null) !== (template?.id ?? null) && changed('template'),
  ].filter((summary) => summary !== false);
  tx.assign(invoice, { dueDate: input.dueDate, notes: input.notes, terms: input.terms, ...(template !== undefined && { template }), updatedAt: new Date() });
  for (const summary of summaries) recordActivity(tx, actor, subject(invoice.id), 'updated', summary);
}

async function hasPayments(tx: SqlEntityManager, id: string): Promise<boolean> {
  return (await tx.count(Payment, { invoice: id })) > 0;
}

/**
 * Deletes a draft, with its lines and activity, when it is the newest of the series: its number goes
 * back to the series, which so keeps no gap. Anything else stays on record and is voided instead: an
 * issued invoice, one with payments, one made from an estimate or change order (whose record of it
 * must stay), or an older draft.
 */
export function deleteInvoice(em: SqlEntityManager, accountId: string, id: string): Promise<void> {
  return transactional(em, async (tx) => {
    await lockCounter(tx, invoiceCounter(accountId));
    const invoice = await lockInvoice(tx, id);
    if (await hasPayments(tx, id)) {
      throw new HttpError(409, 'has_payments', 'This invoice has payments, so it cannot be deleted. Delete its payments and void it instead.');
    }
    if (invoice.sourceKind) {
      throw new HttpError(409, 'has_source', 'This invoice was made from an estimate or a change order, so it stays on record. Void it instead.');
    }
    if (isInvoiceIssued(invoice.status)) {
      throw new HttpError(409, 'invoice_issued', `Invoice ${invoice.number} has been issued, so it stays on record. Void it instead.`);
    }
    const { invoiceNumberPattern } = await getSettings(tx, accountId);
    if (!(await releaseNewestNumber(tx, invoiceCounter(accountId), patternNumber(invoiceNumberPattern, invoice.issueDate), invoice.number))) {
      throw new HttpError(
        409,
        'number_in_series',
        `Invoice ${invoice.number} is not the newest invoice, so deleting it would leave a gap in your invoice numbers. Void it instead: it stays on record as void.`,
      );
    }
    tx.remove(invoice);
    await deleteActivity(tx, subject(id));
    await countDeletedDocument(tx, invoiceCounter(accountId));
  });
}

/**
 * Voids an invoice. A draft was never issued and is simply voided; an issued invoice is voided by a
 * credit note for all of it not yet credited (dated `today`), which also settles any money paid
 * (refunded or kept as the client's credit, as `input` says). Its public link keeps working until revoked.
 */
export async function voidInvoice(em: SqlEntityManager, actor: Actor, id: string, input: InvoiceVoidInput, today: string): Promise<void> {
  const found = await em.findOne(Invoice, id, { fields: ['status', 'number'] });
  if (!found) throw notFound();
  if (found.status === 'void') return;
  if (isInvoiceIssued(found.status)) {
    await createCreditNote(em, actor, { invoiceId: id, issueDate: today, reason: input.reason || `Voided invoice ${found.number}`, lines: null, remainder: input.remainder });
    return;
  }
  await transactional(em, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status === 'void') return;
    if (isInvoiceIssued(invoice.status)) throw new HttpError(409, 'invoice_issued', `Invoice ${invoice.number} was issued meanwhile. Void it again: it will be credited in full.`);
    const billed = jobBilledWords(invoice);
    if (billed !== null) {
      throw new HttpError(
        409,
        'billed_by_job',
        `Invoice ${invoice.number} bills ${billed}, which stays recorded as billed. Send it, then correct it with a credit note, or bill the difference on the next pay application.`,
      );
    }
    moveStatus('invoice', invoice, 'void');
    invoice.updatedAt = new Date();
    recordActivity(tx, actor, subject(id), 'voided', `Voided invoice ${invoice.number}`);
  });
}

/**
 * Marks the invoice sent (a draft becomes sent, so issued: it then takes what it can of its client's
 * credit) and gives it a public link if it has none. `summary` is the activity's text when the app
 * sends it along with something else.
 */
export function sendInvoice(em: SqlEntityManager, actor: Actor, id: string, options: { summary?: string } = {}): Promise<void> {
  return transactional(em, async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.status === 'void') throw invoiceVoid('sent');
    if (invoice.status === 'draft') {
      moveStatus('invoice', invoice, 'send');
      const used = await useClientCredit(tx, actor, invoice);
      if (used > 0) {
        invoice.amountPaid += used;
        followPayments(invoice);
      }
    }
    invoice.sentAt = new Date();
    invoice.publicToken ??= newPublicToken();
    invoice.updatedAt = new Date();
    recordActivity(tx, actor, subject(id), 'sent', options.summary ?? `Marked invoice ${invoice.number} as sent`);
  });
}

/** Replaces the public token (old links stop working), removes it, or sets its last day. Returns the link as it now is. */
export function changeLink(em: SqlEntityManager, actor: Actor, id: string, change: DocumentLinkAction): Promise<LinkState> {
  return transactional(em, async (tx) => changePublicLink(tx, actor, subject(id), await lockInvoice(tx, id), change));
}
