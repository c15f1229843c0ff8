import Router from '@koa/router';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { checkoutInputSchema, subscriptionChangeSchema, type PlanList } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { requireUser } from '../../http/request-input.ts';
import { checkout } from './checkout.service.ts';
import type { Clock } from './clock.ts';
import { findPlan, listPlans, toPlanBody } from './plans.ts';
import { cancelAtPeriodEnd, resume, scheduleDowngrade } from './subscription-changes.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';
import { toSubscriptionBody, toSubscriptionStatus } from './subscription.mapper.ts';
import { lockSubscription, subscriptionOf } from './subscription-store.ts';
import type { ISubscription } from './subscription.entity.ts';

export type BillingDeps = {
  orm: Orm;
  clock: Clock;
  /** The payment provider's charge; without one (no payments module configured) checkout answers 503. */
  charger?: SubscriptionCharger;
  /** Reads the request's idempotency key, refusing a request without one. */
  idempotencyKey(ctx: { get(header: string): string }): string;
};

const paymentsUnavailable = () => new HttpError(503, 'payments_unavailable', 'Payments are not available right now. Try again later.');

/** The plans (public), the account's subscription and its status, changes to it, and checkout. */
export function billingRoutes(deps: BillingDeps) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  /** Changes the signed-in account's subscription under its lock and answers it as it is then. */
  const change = async (accountId: string, apply: (subscription: ISubscription, tx: SqlEntityManager) => void) => {
    await transactional(em(), async (tx) => {
      const subscription = await lockSubscription(tx, accountId);
      apply(subscription, tx);
      await tx.flush();
    });
    return toSubscriptionBody(await subscriptionOf(em().fork(), accountId));
  };

  router.get('/plans', async (ctx) => {
    ctx.body = { items: (await listPlans(em())).map(toPlanBody) } satisfies PlanList;
  });

  router.get('/subscription/status', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = toSubscriptionStatus(await subscriptionOf(em(), user.accountId));
  });

  router.get('/subscription', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = toSubscriptionBody(await subscriptionOf(em(), user.accountId));
  });

  router.post('/subscription/cancel', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await change(user.accountId, cancelAtPeriodEnd);
  });

  router.post('/subscription/resume', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await change(user.accountId, resume);
  });

  router.post('/subscription/change', async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(subscriptionChangeSchema, ctx.request.body);
    const plan = await findPlan(em(), input.planKey);
    ctx.body = await change(user.accountId, (subscription, tx) => scheduleDowngrade(tx, subscription, plan, input.interval));
  });

  router.post('/checkout', async (ctx) => {
    const user = requireUser(ctx.state);
    const requestKey = deps.idempotencyKey(ctx);
    const input = parseBody(checkoutInputSchema, ctx.request.body);
    if (!deps.charger) throw paymentsUnavailable();
    ctx.body = await checkout(em(), { clock: deps.clock, charger: deps.charger }, user.accountId, input, requestKey);
  });

  return router;
}
