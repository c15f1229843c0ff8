import type { SqlEntityManager } from '@mikro-orm/sql';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/orm.ts';
import { requestContext } from './db/request-context.middleware.ts';
import type { AppState } from './http/app-state.ts';
import { apiRouter } from './http/api-router.ts';
import { apiEdgeRules, type TakesRawBody } from './http/edge-rules.ts';
import { jsonAnswer } from './http/json-answer.ts';
import { jsonBody } from './http/json-body.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { HttpError, notFound } from './http/http-error.ts';
import { pagePolicy, remoteOrigins } from './http/content-security-policy.ts';
import { builtPageScriptHashes } from './http/inline-script-hashes.ts';
import { createRateLimiterFactory } from './http/rate-limit.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { requestDeadline } from './http/request-deadline.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { refusePathlessTarget } from './http/pathless-target.ts';
import { staticFiles } from './http/static-files.ts';
import { accountScope } from './modules/accounts/account-scope.middleware.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { appInfoRoutes } from './modules/app-info/app-info.routes.ts';
import { readVersionInfo } from './modules/app-info/version-info.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { systemClock, type Clock } from './modules/billing/clock.ts';
import { startSubscriptionRenewals } from './modules/billing/billing-jobs.ts';
import { paymentGatewayCharger } from './modules/billing/payment-gateway-charger.ts';
import { planRules } from './modules/billing/plan-rules.ts';
import type { SubscriptionCharger } from './modules/billing/subscription-charger.ts';
import { changeOrdersRoutes } from './modules/change-orders/change-orders.routes.ts';
import { publicChangeOrderRoutes } from './modules/change-orders/public-change-order.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { estimatesRoutes } from './modules/estimates/estimates.routes.ts';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes.ts';
import { publicEstimateRoutes } from './modules/estimates/public-estimate.routes.ts';
import { progressBillingRoutes } from './modules/progress-billing/progress-billing.routes.ts';
import { jobPagesRoutes } from './modules/job-pages/job-pages.routes.ts';
import { priceBookRoutes } from './modules/price-book/price-book.routes.ts';
import { publicPayApplicationRoutes } from './modules/progress-billing/public-pay-application.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { installsRoutes } from './modules/installs/installs.routes.ts';
import { createInvoiceLister } from './modules/invoices/invoice-list.ts';
import { documentPdfRoutes } from './modules/document-pdf/document-pdf.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import type { JobQueue } from './modules/jobs/job-queue.ts';
import type { DocumentPdfRenderer } from './modules/mail/mail-delivery.ts';
import { sweepMailSoon } from './modules/mail/mail-jobs.ts';
import { mailSendLimit } from './modules/mail/mail-send-limit.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { documentSender } from './modules/mail/send-document.ts';
import { publicInvoiceRoutes } from './modules/invoices/public-invoice.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { startIdempotencyPruning } from './modules/idempotency/idempotency-pruning.ts';
import { createPayments } from './modules/payments/payment-gateway-factory.ts';
import { isPaymentWebhook, paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentMethodsRoutes } from './modules/payments/payment-methods.routes.ts';
import { payNowRoutes } from './modules/payments/pay-now.routes.ts';
import { onlineInvoicePaymentRecorder } from './modules/payments/online-invoice-payments.ts';
import { startInvoiceRefundRetries } from './modules/payments/invoice-refund-jobs.ts';
import { recordRefundSucceeded, settleInvoiceRefunds } from './modules/payments/invoice-refunds.ts';
import { creditNotesRoutes } from './modules/credit-notes/credit-notes.routes.ts';
import { withRequestToday } from './modules/document-core/request-today.ts';
import { publicCreditNoteRoutes } from './modules/credit-notes/public-credit-note.routes.ts';
import { testModeRoutes } from './modules/payments/test-mode/test-mode.routes.ts';
import { createRemotesManifest } from './modules/remotes/remotes-manifest.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { remotesRoutes } from './modules/remotes/remotes.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sessionMiddleware } from './modules/sessions/session.middleware.ts';
import { createSessionStore } from './modules/sessions/session.store.ts';
import { signedInCheck } from './modules/sessions/signed-in-check.ts';
import { firstScreenPages } from './modules/first-screen/first-screen-page.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { isLogoUpload } from './modules/templates/template-logo.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { REPO_ROOT } from './paths.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  logger: Logger;
  sessionSecret: string;
  /** Folder holding shell/dist and remotes/<folder>/dist; the repository root unless a test says otherwise. */
  webRoot?: string;
  /**
   * The background job queue (main.ts starts it). Without one (most tests) emails wait in the
   * outbox: nothing delivers them, which those tests do not look at.
   */
  jobs?: JobQueue;
  /** Renders a document's PDF to attach; without one, sending refuses attachPdf. */
  renderPdf?: DocumentPdfRenderer;
  /** Billing's time (periods, renewals, monthly limits) and the invoices' and dashboard's today; tests pass a fake one. */
  clock?: Clock;
  /** Charges subscription periods; the configured payment provider unless a test says otherwise. */
  subscriptionCharger?: SubscriptionCharger;
};

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const endOfChain = async () => {};

/** Runs `middleware` for /api requests only, and ends there: an API request never reaches the SPA fallback. */
function forApi(middleware: Middleware<AppState>): Middleware<AppState> {
  return (ctx, next) => (isApiPath(ctx.path) ? middleware(ctx, endOfChain) : next());
}

/** Wraps the routers: what they left without a body (no such path, wrong method) becomes problem+json. */
const unanswered: Middleware<AppState> = async (ctx, next) => {
  await next();
  if (ctx.body != null) return;
  if (ctx.status === 404) throw notFound();
  if (ctx.status === 405) {
    throw new HttpError(405, 'method_not_allowed', 'This address does not accept that method.', {
      headers: { Allow: ctx.response.get('Allow') },
    });
  }
  if (ctx.status === 501) throw new HttpError(501, 'not_implemented', 'The server does not support that method.');
};

/** Builds the whole gateway without listening, so tests can drive it in-process. */
export async function createApp(deps: AppDeps): Promise<Koa<AppState>> {
  const { config, db, logger } = deps;
  // Behind a proxy only the last X-Forwarded-For entry (the one our proxy added) is trusted; the
  // ones before it come from the client, who could otherwise dodge the per-address login limit.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1 });
  // Koa signs cookies with Keygrip over these; the first signs, later ones are still accepted (rotation).
  app.keys = [deps.sessionSecret];
  // Errors the error middleware cannot see (a client hanging up mid-stream) still reach the log.
  app.on('error', (error: unknown) => logger.warn({ err: error }, 'response stream error'));

  const limiterFor = await createRateLimiterFactory(db);
  const { loginLimits, addressLimits } = config;
  const webRoot = deps.webRoot ?? REPO_ROOT;
  const remotesManifest = createRemotesManifest(config.remotesFile, logger);
  const sessionStore = await createSessionStore(db);
  const scriptHashes = builtPageScriptHashes(path.join(webRoot, 'shell', 'dist', 'index.html'));

  const clock = deps.clock ?? systemClock;
  const plans = planRules({ enabled: config.plansEnabled, clock });
  const canAttachPdf = deps.renderPdf !== undefined;
  const sendLimit = mailSendLimit(limiterFor, config.mail.sendsPerAccountPerHour);
  const sender = documentSender({ jobs: deps.jobs, from: config.mail.from, canAttachPdf, logger, plans, sendLimit });
  const payments = createPayments({ config, orm: db.orm, logger, sessionSecret: deps.sessionSecret });
  const receiptSending = async (tx: SqlEntityManager, accountId: string) => ({ origin: config.appUrl, from: config.mail.from, watermark: await plans.watermarkOf(tx, accountId) });
  payments.inbox.on('payment.succeeded', onlineInvoicePaymentRecorder(receiptSending));
  payments.inbox.on('refund.succeeded', recordRefundSucceeded);
  const refunds = { orm: db.orm, gateway: () => payments.gateway, logger };
  payments.inbox.afterDrain(() => settleInvoiceRefunds(refunds));
  // The receipts of the payments just recorded: the sweep delivers what is due without waiting for its minute.
  payments.inbox.afterDrain(() => sweepMailSoon(deps.jobs, logger));
  if (deps.jobs) await startInvoiceRefundRetries(deps.jobs, refunds);
  const api: Router<AppState>[] = [];
  api.push(authRoutes({ orm: db.orm, limiterFor, loginLimits, registrationsPerHour: addressLimits.registrationsPerHour }));
  api.push(appInfoRoutes({ versionInfo: readVersionInfo() }));
  api.push(contactRoutes({ orm: db.orm, limiterFor, messagesPerHour: addressLimits.contactMessagesPerHour, plans }));
  api.push(passwordResetRoutes({ orm: db.orm, limiterFor, resetsPerHour: addressLimits.passwordResetsPerHour, jobs: deps.jobs, from: config.mail.from, logger }));
  api.push(installsRoutes({ orm: db.orm, limiterFor, downloadsPerHour: addressLimits.downloadsPerHour }));
  api.push(settingsRoutes({ orm: db.orm, plans }));
  api.push(remindersRoutes({ orm: db.orm }));
  api.push(clientsRoutes({ orm: db.orm, plans }));
  api.push(dashboardRoutes({ orm: db.orm }));
  const settleRefunds = () => settleInvoiceRefunds(refunds);
  const listInvoices = await createInvoiceLister(db);
  api.push(invoicesRoutes({ orm: db.orm, listInvoices, sender, plans, settleRefunds, mail: { jobs: deps.jobs, from: config.mail.from, logger } }));
  api.push(publicInvoiceRoutes({ orm: db.orm, paymentMode: payments.gateway.mode, plans }));
  api.push(estimatesRoutes({ orm: db.orm, sender, plans }));
  api.push(progressBillingRoutes({ orm: db.orm, plans, mail: { jobs: deps.jobs, from: config.mail.from, logger } }));
  api.push(jobPagesRoutes({ orm: db.orm }));
  api.push(priceBookRoutes({ orm: db.orm }));
  api.push(publicPayApplicationRoutes({ orm: db.orm, plans }));
  api.push(publicEstimateRoutes({ orm: db.orm, paymentMode: payments.gateway.mode, plans }));
  api.push(changeOrdersRoutes({ orm: db.orm, sender, plans }));
  api.push(publicChangeOrderRoutes({ orm: db.orm, plans }));
  api.push(creditNotesRoutes({ orm: db.orm, sender, settleRefunds }));
  api.push(publicCreditNoteRoutes({ orm: db.orm, plans }));
  api.push(documentPdfRoutes({ orm: db.orm, plans }));
  api.push(notificationsRoutes({ orm: db.orm }));
  api.push(templatesRoutes({ orm: db.orm, plans }));
  api.push(exchangeRatesRoutes({ orm: db.orm }));
  api.push(mailRoutes({ orm: db.orm, jobs: deps.jobs, canAttachPdf, from: config.mail.from, logger, plans }));
  api.push(await searchRoutes({ db }));
  api.push(referralsRoutes({ orm: db.orm }));
  api.push(remotesRoutes({ remotesManifest }));
  api.push(adminRoutes({ orm: db.orm, jobs: deps.jobs, from: config.mail.from, logger }));
  api.push(paymentsRoutes({ payments, publishableKey: config.stripe?.publishableKey }));
  api.push(paymentMethodsRoutes({ orm: db.orm, gateway: payments.gateway }));
  api.push(payNowRoutes({ orm: db.orm, gateway: payments.gateway, limiterFor, plans }));
  const billing = { orm: db.orm, clock, charger: deps.subscriptionCharger ?? paymentGatewayCharger({ orm: db.orm, gateway: payments.gateway }) };
  api.push(billingRoutes({ ...billing, plans }));
  // Without plans nothing is sold, so no card is charged for a period either.
  if (deps.jobs && plans.enabled) await startSubscriptionRenewals(deps.jobs, { ...billing, logger, from: config.mail.from, appUrl: config.appUrl });
  if (deps.jobs) await startIdempotencyPruning(deps.jobs, db.orm, logger);
  if (payments.testMode) api.push(testModeRoutes({ provider: payments.testMode }));

  const takesRawBody: TakesRawBody = (request) => isLogoUpload(request.path) || isPaymentWebhook(request);
  const parseJson = compose([jsonBody(), refuseNul]);
  const readInput: Middleware<AppState> = (ctx, next) => (takesRawBody(ctx) ? next() : parseJson(ctx, next));
  const writeAnswer = compose([jsonAnswer, unanswered]);

  app.use((ctx, next) => {
    ctx.state.appUrl = config.appUrl;
    return next();
  });
  // Every date a request reads or writes is the same day, of the app's one clock.
  app.use((_ctx, next) => withRequestToday(clock.now(), next));
  app.use(requestLog(logger));
  app.use(errorMiddleware(logger));
  app.use(
    securityHeaders({
      pagePolicy: async () => pagePolicy({ scriptHashes: await scriptHashes(), remoteOrigins: remoteOrigins(await remotesManifest()), stripe: payments.gateway.mode === 'stripe' }),
    }),
  );
  app.use(refusePathlessTarget);
  app.use(requestDeadline(config.requestDeadlineMs, logger));
  // Quick levels: an API answer of 17 KB (a first page of invoices) compresses in about 0.05 ms at
  // gzip 1 and 0.08 ms at brotli 1, against 0.25 ms at brotli's default 4, for a few percent more bytes.
  app.use(compress({ zstd: false, deflate: false, gzip: { level: 1 }, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } }));
  // The router's middleware types its context with the route's params; the app's chain hands it the plain one, as app.use does.
  const health = healthRoutes({ orm: db.orm }).routes() as Middleware<AppState>;
  // Its paths are outside /api, so an API request need not be matched against them.
  app.use((ctx, next) => (isApiPath(ctx.path) ? next() : health(ctx, next)));
  app.use(
    forApi(
      compose([
        apiEdgeRules(takesRawBody),
        readInput,
        requestContext(db.orm.em),
        sessionMiddleware(app, sessionStore, { secure: config.production }),
        accountScope,
        writeAnswer,
        apiRouter('/api', api),
      ]),
    ),
  );
  const isSignedIn = signedInCheck(sessionStore);
  app.use(firstScreenPages({ webRoot, orm: db.orm, logger, isSignedIn, listInvoices }));
  app.use(staticFiles(webRoot, config.remoteReleasesDir, isSignedIn));
  return app;
}
