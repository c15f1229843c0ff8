import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { checkoutInputSchema, IDEMPOTENCY_KEY_HEADER, subscriptionChangeSchema, type PlanList } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { requireUser } from '../../http/request-input.ts';
import { idempotent } from '../../http/idempotency.ts';
import { providerErrors } from '../payments/provider-errors.ts';
import { checkout } from './checkout.service.ts';
import type { Clock } from './clock.ts';
import { findPlan, listPlans, toPlanBody } from './plans.ts';
import type { PlanRules } from './plan-rules.ts';
import { cancelAtPeriodEnd, resume, scheduleDowngrade } from './subscription-changes.ts';
import type { SubscriptionCharger } from './subscription-charger.ts';
import { toSubscriptionBody } from './subscription.mapper.ts';
import { lockSubscription, subscriptionOf } from './subscription-store.ts';
import type { ISubscription } from './subscription.entity.ts';

export type BillingDeps = {
  orm: Orm;
  clock: Clock;
  charger: SubscriptionCharger;
  plans: PlanRules;
};

/**
 * The plans (public), the account's subscription and its status, changes to it, and checkout. On a
 * gateway without plans only the status answers (it says so); the rest are 404 with a sentence.
 */
export function billingRoutes(deps: BillingDeps) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  const withPlans: Middleware<AppState> = (_ctx, next) => {
    deps.plans.requirePlans();
    return next();
  };

  /** Changes the signed-in account's subscription under its lock and answers it as it is then. */
  const change = async (accountId: string, apply: (subscription: ISubscription, tx: SqlEntityManager) => void) => {
    await transactional(em(), async (tx) => {
      const subscription = await lockSubscription(tx, accountId);
      apply(subscription, tx);
      await tx.flush();
    });
    return toSubscriptionBody(await subscriptionOf(em().fork(), accountId));
  };

  router.get('/plans', withPlans, async (ctx) => {
    ctx.body = { items: (await listPlans(em())).map(toPlanBody) } satisfies PlanList;
  });

  router.get('/subscription/status', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await deps.plans.statusOf(em(), user.accountId);
  });

  router.get('/subscription', withPlans, async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = toSubscriptionBody(await subscriptionOf(em(), user.accountId));
  });

  router.post('/subscription/cancel', withPlans, async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await change(user.accountId, cancelAtPeriodEnd);
  });

  router.post('/subscription/resume', withPlans, async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await change(user.accountId, resume);
  });

  router.post('/subscription/change', withPlans, async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(subscriptionChangeSchema, ctx.request.body);
    const plan = await findPlan(em(), input.planKey);
    ctx.body = await change(user.accountId, (subscription, tx) => scheduleDowngrade(tx, subscription, plan, input.interval));
  });

  // idempotent() answers a retry with the first answer and refuses a twin still in flight (409); the
  // same key also keys the provider's charge and the charge row, so the card is charged once.
  router.post(
    '/checkout',
    withPlans,
    providerErrors,
    idempotent(deps.orm, (ctx) => requireUser(ctx.state).accountId),
    async (ctx) => {
      const user = requireUser(ctx.state);
      const input = parseBody(checkoutInputSchema, ctx.request.body);
      const payer = { accountId: user.accountId, email: user.email };
      ctx.body = await checkout(em(), { clock: deps.clock, charger: deps.charger }, payer, input, ctx.get(IDEMPOTENCY_KEY_HEADER).trim());
    },
  );

  return router;
}
