import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  addDays,
  depositAmount,
  finalInvoiceLines,
  formatMoney,
  revisionNumber,
  splitDeposit,
  type DepositLine,
  type DepositRequest,
  type DiscountInput,
  type EstimateConvert,
  type InvoiceInput,
  type LineItemInput,
  type LineLayout,
  type LineSection,
  type TaxMode,
  type TaxRate,
} from '@ledgerline/contracts';
import { transactional } from '../../db/transactional.ts';
import { lockPlanLimits } from '../billing/plan-limits.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { lockUnbilledChangeOrders, markBilled, type BilledChangeOrder } from '../change-orders/change-order-billing.ts';
import { lineInputOf } from '../document-core/totals.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import { lockClientForDocument, lockCounter } from '../document-core/lock-order.ts';
import { lockEstimate } from './lock-estimate.ts';
import { moveStatus } from '../document-core/status.ts';
import { InvoiceLine } from '../invoices/invoice-line.entity.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';
import { createInvoice, invoiceCounter } from '../invoices/invoices.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { EstimateLine } from './estimate-line.entity.ts';
import type { IEstimateRevision } from './estimate-revision.entity.ts';
import { ACCEPTED_STATUSES } from './estimate-status.ts';
import { Estimate } from './estimate.entity.ts';
import { toLineInput } from './estimate-writes.ts';
import { currentRevision, estimateSubject } from './estimates.service.ts';
import { typedRateOf } from '../exchange-rates/document-rate.ts';
import { refuseWhenBilledInStages } from '../progress-billing/billed-in-stages.ts';

type Mode = EstimateConvert['mode'];

/** The accepted revision as the calculator reads it: only the lines that count (optional ones the client chose included). */
type Accepted = { taxMode: TaxMode; lines: LineItemInput[]; discount: DiscountInput | null };

const invoiceLine = (description: string, line: DepositLine): LineItemInput => ({
  description,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  unit: '',
  taxes: line.taxes as TaxRate[],
  discount: null,
  optional: false,
});

const taxLabel = (taxes: readonly { name?: string | undefined; rate: string }[]) =>
  taxes.length === 0 ? 'untaxed work' : `work taxed at ${taxes.map((tax) => `${tax.name ?? 'tax'} ${tax.rate} %`).join(' + ')}`;

/**
 * The lines of a deposit invoice: the deposit asked (the estimate's request unless the user chose
 * another), split by tax group so each part carries its own taxes. All deposits together never come
 * to more than the accepted total: one that would answers 409.
 */
function depositLines(accepted: Accepted, revision: IEstimateRevision, number: string, asked: DepositRequest | null, deposits: IInvoice[]): LineItemInput[] {
  if (!asked) throw new HttpError(409, 'no_deposit', 'This estimate asks for no deposit. Convert it in full instead.');
  const left = revision.total - deposits.filter((deposit) => deposit.status !== 'void').reduce((sum, deposit) => sum + deposit.total, 0);
  const amount = depositAmount(asked, revision.total);
  if (amount > left) {
    const money = (minor: number) => formatMoney(minor, revision.currency, 'en-US');
    throw new HttpError(
      409,
      'deposits_exceed_total',
      left > 0
        ? `This deposit (${money(amount)}) and those already invoiced would come to more than the accepted total. At most ${money(left)} is left to ask.`
        : 'The deposits already invoiced come to the whole accepted total. Convert the final invoice instead.',
    );
  }
  const parts = splitDeposit(accepted, amount);
  if (parts.length === 0) throw new HttpError(409, 'no_deposit', 'This deposit comes to nothing. Ask for more, or convert the estimate in full.');
  const label = asked.type === 'percent' ? `${asked.value} %` : formatMoney(asked.value, revision.currency, 'en-US');
  return parts.map((part) => invoiceLine(`Deposit (${label}) on estimate ${number}${parts.length > 1 ? `, ${taxLabel(part.taxes)}` : ''}`, part));
}

/**
 * The deposit a request follows up, when it is already made: the one after the `depositsBefore` the
 * user saw (a double click, a second tab). Null when that count is current; a count above what was
 * made answers 409.
 */
function madeDeposit(deposits: IInvoice[], depositsBefore: number): IInvoice | null {
  if (depositsBefore > deposits.length) {
    throw new HttpError(409, 'stale_deposits', 'The deposits of this estimate have changed since you opened it. Reload the page, then ask again.');
  }
  return deposits[depositsBefore] ?? null;
}

/** What an invoice made from the estimate bills, and how its lines are laid out (null: as they are). */
type Priced = Pick<InvoiceInput, 'lines' | 'discount'> & { layout: LineLayout | null };

/**
 * The lines of the invoice for everything left, read like the signed estimate: the accepted lines
 * with the estimate's discount on them alone (one discount, the very figures the client signed), then
 * each approved change order no invoice bills yet under its own heading (credits included), then,
 * under "Less previous", each deposit invoiced ("Less deposit INV-…", tax-correct: deposits.ts in
 * contracts). With neither deposits nor change orders the lines and the discount are copied as they are.
 */
async function remainingLines(tx: SqlEntityManager, accepted: Accepted, number: string, deposits: IInvoice[], changeOrders: readonly BilledChangeOrder[]): Promise<Priced> {
  if (deposits.length === 0 && changeOrders.length === 0) return { lines: accepted.lines, discount: accepted.discount, layout: null };
  const depositParts = await Promise.all(
    deposits.map(async (deposit) => (await tx.find(InvoiceLine, { invoice: deposit.id }, { orderBy: { position: 'asc' } })).map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice, taxes: line.taxes }))),
  );
  const final = finalInvoiceLines(accepted, depositParts);
  const deductions = final.deductions.flatMap((parts, index) => parts.map((part) => invoiceLine(`Less deposit ${deposits[index]?.number ?? ''}`, part)));
  const sections: LineSection[] = [
    { title: `Estimate ${number}`, lines: final.lines.length },
    ...changeOrders.map(({ changeOrder, lines }) => ({ title: `Change order ${changeOrder.number}`, lines: lines.length })),
    { title: 'Less previous', lines: deductions.length },
  ].filter((section) => section.lines > 0);
  return {
    lines: [...final.lines, ...changeOrders.flatMap(({ lines }) => lines.map((line) => lineInputOf(line))), ...deductions],
    discount: final.discount,
    layout: { discountLines: final.discountLines, sections },
  };
}

/** What a conversion may not do given the invoices already made from the estimate. */
function refuseConflict(mode: Mode, made: IInvoice[]): void {
  const whole = made.find((invoice) => invoice.sourceRole === 'full' || invoice.sourceRole === 'final');
  if (whole) throw new HttpError(409, 'already_invoiced', `This estimate was already invoiced in full as ${whole.number}.`);
  const deposit = made.find((invoice) => invoice.sourceRole === 'deposit');
  if (mode === 'full' && deposit) {
    throw new HttpError(409, 'deposit_invoiced', `A deposit was invoiced as ${deposit.number}. Convert the final invoice instead: it deducts the deposit.`);
  }
}

const MODE_LABELS: Record<Mode, string> = { full: 'whole estimate', deposit: 'deposit', final: 'final invoice' };

/**
 * Makes the invoice of an accepted estimate: the whole of it, a deposit (one or more), or the final
 * invoice that deducts the deposits; the whole and the final one also bill the approved change
 * orders not billed yet. Locks in the one order (invoice counter, client, estimate, change orders), so
 * conversions of one estimate run one at a time; the same conversion asked again (a double click, a
 * second tab: for a deposit, one asked after the same number of deposits) answers the invoice it
 * already made, `created` false, even at the plan's limit; a new invoice counts against the
 * documents a month (the plan-limit lock comes first). Copies client, lines, taxes, notes and terms; the invoice is due
 * after the account's payment terms.
 */
export async function convertEstimate(em: SqlEntityManager, plans: PlanRules, actor: Actor, id: string, convert: EstimateConvert): Promise<{ invoiceId: string; created: boolean }> {
  const { mode } = convert;
  const head = await em.findOne(Estimate, id, { fields: ['client'] });
  if (!head) throw notFound();
  return transactional(em, async (tx) => {
    await lockPlanLimits(tx, actor.accountId);
    await lockCounter(tx, invoiceCounter(actor.accountId));
    await lockClientForDocument(tx, head.client.id);
    const estimate = await lockEstimate(tx, id);
    const made = await tx.find(Invoice, { sourceKind: 'estimate', sourceId: id }, { orderBy: { createdAt: 'asc', number: 'asc' } });
    const deposits = made.filter((invoice) => invoice.sourceRole === 'deposit').sort((a, b) => a.sourceSequence - b.sourceSequence);
    const same = mode === 'deposit' ? madeDeposit(deposits, convert.depositsBefore) : made.find((invoice) => invoice.sourceRole === mode);
    if (same) return { invoiceId: same.id, created: false };
    if (!ACCEPTED_STATUSES.includes(estimate.status)) throw new HttpError(409, 'not_accepted', 'Only an accepted estimate is converted to an invoice.');
    refuseConflict(mode, made);
    await refuseWhenBilledInStages(tx, id);
    await plans.requireRoomFor(tx, actor.accountId, 'documentsPerMonth');
    const revision = await currentRevision(tx, estimate);
    const chosen = new Set(revision.chosenOptionalLineIds);
    const lines = await tx.find(EstimateLine, { revision: revision.id }, { orderBy: { position: 'asc' } });
    const counted = lines.filter((line) => !line.optional || chosen.has(line.id)).map((line) => ({ ...toLineInput(line), optional: false }));
    const accepted: Accepted = { taxMode: revision.taxMode, lines: counted, discount: revision.discount ?? null };
    const number = revisionNumber(estimate.baseNumber, revision.revision);
    const changeOrders = mode === 'deposit' ? [] : await lockUnbilledChangeOrders(tx, id);
    const { layout, ...priced }: Priced =
      mode === 'deposit'
        ? { lines: depositLines(accepted, revision, number, convert.deposit ?? revision.deposit ?? null, deposits), discount: null, layout: null }
        : await remainingLines(
            tx,
            accepted,
            number,
            deposits.filter((invoice) => invoice.status !== 'void'),
            changeOrders,
          );
    const settings = await getSettings(tx, actor.accountId);
    const issueDate = today();
    const invoiceId = await createInvoice(
      tx,
      actor,
      {
        clientId: head.client.id,
        issueDate,
        dueDate: addDays(issueDate, settings.paymentTermsDays),
        currency: revision.currency,
        ...priced,
        notes: revision.notes,
        terms: revision.terms,
        exchangeRate: typedRateOf(revision),
      },
      {
        summary: `Created from estimate ${number} (${MODE_LABELS[mode]})`,
        source: { sourceKind: 'estimate', sourceId: id, sourceRole: mode, sourceSequence: mode === 'deposit' ? deposits.length : 0 },
        taxMode: revision.taxMode,
        layout,
      },
    );
    markBilled(tx, changeOrders, invoiceId);
    moveStatus('estimate', estimate, mode === 'deposit' ? 'invoice_part' : 'invoice_all');
    estimate.updatedAt = new Date();
    const invoice = await tx.findOneOrFail(Invoice, invoiceId);
    recordActivity(tx, actor, estimateSubject(id), 'converted', `Invoiced the ${MODE_LABELS[mode]} as ${invoice.number}`);
    return { invoiceId, created: true };
  });
}
