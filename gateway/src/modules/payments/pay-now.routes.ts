import Router from '@koa/router';
import { IDEMPOTENCY_KEY_HEADER, payNowRequestSchema, type PayNowAnswer } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { limitPerAddress, type RateLimiterFactory } from '../../http/rate-limit.ts';
import { findPublicDocument } from '../document-core/public-document-routes.ts';
import { loadInvoiceView } from '../invoices/invoice-view.ts';
import { idempotent } from '../../http/idempotency.ts';
import { checkPayNowAmount, INVOICE_PURPOSE } from './online-invoice-payments.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { payNowOutcome } from './pay-now-outcome.ts';
import { startDepositPayment } from './deposit-at-signing.ts';
import { findByPublicToken, noSuchLink } from '../document-core/public-link.ts';

const MAX_PAYMENT_ID_LENGTH = 255;

/** Payments one address may start in an hour: far above a client's retries of a declined card. */
const PAY_NOW_STARTS_PER_HOUR = 60;

const publicInvoiceOf = (orm: Orm, token: string) => findPublicDocument(orm.em.fork(), 'invoice', token, loadInvoiceView);

/**
 * Pay now on a public invoice, and the deposit of a public estimate just accepted: starts the provider's payment of the amount the client chose; the
 * browser completes it with the card (test-mode form or Stripe Elements), and the provider's
 * payment-succeeded event records the Payment (online-invoice-payments.ts). A retried or
 * double-clicked request (same Idempotency-Key) starts one payment.
 */
export function payNowRoutes(deps: { orm: Orm; gateway: PaymentGateway; limiterFor: RateLimiterFactory; plans: PlanRules }) {
  const router = new Router<AppState>();
  // Public: a link's holder may not start payments at the provider without end. A replay of one
  // (answered by idempotent() before this) does not count.
  const startLimit = limitPerAddress(deps.limiterFor({ name: 'pay_now_ip', points: PAY_NOW_STARTS_PER_HOUR, windowSeconds: 3600 }), {
    code: 'too_many_requests',
    sentence: 'Too many payments were started from your network.',
  });
  const scope = idempotent(deps.orm, async (ctx) => (await publicInvoiceOf(deps.orm, ctx.params.token ?? '')).view.invoice.account.id);

  const estimateScope = idempotent(deps.orm, async (ctx) => {
    const found = await findByPublicToken(deps.orm.em.fork(), 'estimate', ctx.params.token ?? '');
    if (!found) throw noSuchLink('estimate');
    return found.accountId;
  });

  // The client's "Pay the deposit" on the estimate they just accepted (deposit-at-signing.ts).
  router.post('/public/estimates/:token/deposit-payments', estimateScope, startLimit, async (ctx) => {
    const answer = await startDepositPayment(deps.orm.em.fork(), deps, ctx.params.token ?? '', ctx.get(IDEMPOTENCY_KEY_HEADER));
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.status = 201;
    ctx.body = answer;
  });

  router.post('/public/invoices/:token/payments', scope, startLimit, async (ctx) => {
    const { amount } = parseBody(payNowRequestSchema, ctx.request.body);
    const { view, settings } = await publicInvoiceOf(deps.orm, ctx.params.token ?? '');
    const { invoice } = view;
    checkPayNowAmount(invoice, settings, deps.gateway.mode, amount, await deps.plans.allows(deps.orm.em.fork(), invoice.account.id, 'onlinePayments'));
    const payment = await deps.gateway.createPayment({
      amount,
      currency: invoice.currency,
      description: `Invoice ${invoice.number} from ${settings.businessName}`,
      metadata: { purpose: INVOICE_PURPOSE, invoiceId: invoice.id, accountId: invoice.account.id },
      offSession: false,
      idempotencyKey: `invoice:${invoice.id}:${ctx.get(IDEMPOTENCY_KEY_HEADER)}`,
    });
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.status = 201;
    ctx.body = { mode: deps.gateway.mode, paymentId: payment.id, clientSecret: payment.clientSecret ?? '', amount, currency: invoice.currency } satisfies PayNowAnswer;
  });

  // The client's page asks this after the card went through: a payment that arrived after the invoice
  // was settled is refunded, and the page says so instead of thanking for it.
  router.get('/public/invoices/:token/payments/:paymentId', async (ctx) => {
    const { view } = await publicInvoiceOf(deps.orm, ctx.params.token ?? '');
    const { invoice } = view;
    const paymentId = (ctx.params.paymentId ?? '').slice(0, MAX_PAYMENT_ID_LENGTH);
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.body = await payNowOutcome(deps.orm.em.fork(), { id: invoice.id, accountId: invoice.account.id, currency: invoice.currency }, paymentId);
  });

  return router;
}
