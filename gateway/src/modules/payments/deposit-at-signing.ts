import type { SqlEntityManager } from '@mikro-orm/sql';
import { depositAmount, type DepositPaymentAnswer, type DepositPaymentOffer, type PaymentMode } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { Actor } from '../document-core/activity.ts';
import { findPublicDocument } from '../document-core/public-document-routes.ts';
import { convertEstimate } from '../estimates/estimate-conversion.ts';
import { ACCEPTED_STATUSES } from '../estimates/estimate-status.ts';
import { loadEstimateCore, type EstimateCore } from '../estimates/estimate-view.ts';
import { Invoice, type IInvoice } from '../invoices/invoice.entity.ts';
import { sendInvoice } from '../invoices/invoices.service.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { checkPayNowAmount, INVOICE_PURPOSE } from './online-invoice-payments.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** The invoices made from the estimate itself (not its change orders), oldest deposit first. */
const estimateInvoices = (em: SqlEntityManager, estimateId: string) =>
  em.find(Invoice, { sourceKind: 'estimate', sourceId: estimateId }, { orderBy: { sourceSequence: 'asc', createdAt: 'asc' } });

/** The first deposit of the estimate, the one a client pays at signing; whether a whole or final invoice already bills it all. */
async function depositState(em: SqlEntityManager, estimateId: string): Promise<{ deposit: IInvoice | null; billedInFull: boolean }> {
  const made = await estimateInvoices(em, estimateId);
  return {
    deposit: made.find((invoice) => invoice.sourceRole === 'deposit') ?? null,
    billedInFull: made.some((invoice) => invoice.sourceRole !== 'deposit' && invoice.status !== 'void'),
  };
}

/**
 * What the accepted estimate's page offers its client: the deposit the estimate asks for, to pay by
 * card, when the business takes online payments on a plan that includes them (`planAllows`, asked
 * only when the rest allows it). Nothing once the
 * deposit's invoice is void or the estimate was billed whole; the offer stays, with nothing owed,
 * once the deposit is paid, so the page can say so.
 */
export async function depositPaymentOffer(
  em: SqlEntityManager,
  core: EstimateCore,
  settings: IAccountSettings,
  mode: PaymentMode,
  planAllows: () => Promise<boolean>,
): Promise<DepositPaymentOffer | undefined> {
  const { estimate, revision } = core;
  if (!revision.deposit || !ACCEPTED_STATUSES.includes(estimate.status)) return undefined;
  if (mode === 'off' || !settings.acceptOnlinePayments || !(await planAllows())) return undefined;
  const { deposit, billedInFull } = await depositState(em, estimate.id);
  if (!deposit) {
    const amount = depositAmount(revision.deposit, revision.total);
    return billedInFull || amount <= 0 ? undefined : { amount, owed: amount, mode, invoice: null };
  }
  if (deposit.status === 'draft') return { amount: deposit.total, owed: deposit.total, mode, invoice: null };
  // A void deposit is not asked any more; one whose link the owner took away is not paid through another.
  if (deposit.status === 'void' || !deposit.publicToken) return undefined;
  return { amount: deposit.total, owed: deposit.balance, mode, invoice: { number: deposit.number, token: deposit.publicToken } };
}

type DepositDeps = { plans: PlanRules; gateway: PaymentGateway };

/**
 * The client's "Pay the deposit" on an accepted estimate: makes the deposit's invoice (the same
 * conversion the owner's "Invoice the deposit" runs, so a second tab or a retry finds the one already
 * made), issues it with its own public link, and starts the card payment of what it owes. The
 * provider's confirmation records the payment on that invoice and emails the receipt, as for any
 * invoice paid online; a payment that arrives after the deposit was paid is refunded there.
 */
export async function startDepositPayment(em: SqlEntityManager, deps: DepositDeps, token: string, idempotencyKey: string): Promise<DepositPaymentAnswer> {
  const found = await findPublicDocument(em, 'estimate', token, loadEstimateCore);
  const planAllows = await deps.plans.allows(em, found.accountId, 'onlinePayments');
  const offer = await depositPaymentOffer(em, found.view, found.settings, deps.gateway.mode, async () => planAllows);
  if (!offer) throw new HttpError(409, 'deposit_unavailable', 'This estimate has no deposit to pay online. Ask the sender how to pay it.');
  if (offer.owed <= 0) throw new HttpError(409, 'deposit_paid', 'The deposit is already paid. Thank you.');
  const actor: Actor = { accountId: found.accountId, userId: null };
  const { invoiceId } = await convertEstimate(em, deps.plans, actor, found.id, { mode: 'deposit', depositsBefore: 0 });
  const made = await em.findOneOrFail(Invoice, invoiceId, { refresh: true });
  if (made.status === 'draft') await sendInvoice(em, actor, invoiceId, { summary: `Issued invoice ${made.number} for the deposit the client is paying online` });
  const invoice = await em.findOneOrFail(Invoice, invoiceId, { refresh: true });
  if (!invoice.publicToken) throw new HttpError(409, 'deposit_unavailable', 'This deposit cannot be paid online. Ask the sender how to pay it.');
  checkPayNowAmount(invoice, found.settings, deps.gateway.mode, invoice.balance, planAllows);
  const payment = await deps.gateway.createPayment({
    amount: invoice.balance,
    currency: invoice.currency,
    description: `Deposit invoice ${invoice.number} from ${found.settings.businessName}`,
    metadata: { purpose: INVOICE_PURPOSE, invoiceId, accountId: found.accountId },
    offSession: false,
    idempotencyKey: `deposit:${invoiceId}:${idempotencyKey}`,
  });
  return {
    mode: deps.gateway.mode,
    paymentId: payment.id,
    clientSecret: payment.clientSecret ?? '',
    amount: invoice.balance,
    currency: invoice.currency,
    invoiceToken: invoice.publicToken,
  };
}
