import Router from '@koa/router';
import type { SubscriptionStatus, VersionInfo } from '@ledgerline/contracts';
import type { AppState } from '../../http/app-state.ts';
import { unauthenticated } from '../../http/http-error.ts';

/** Until plans exist every account is on the free plan, whose documents carry a watermark. */
const FREE_PLAN_STATUS: SubscriptionStatus = {
  plan: 'free',
  showWatermark: true,
  message: 'You are on the free plan. Upgrade to remove the watermark from your documents.',
};

/** The product's name, version and description for the footer, and the current plan. */
export function appInfoRoutes(deps: { versionInfo: VersionInfo }) {
  const router = new Router<AppState>();

  router.get('/version', (ctx) => {
    ctx.body = deps.versionInfo;
  });

  router.get('/subscription/status', (ctx) => {
    if (!ctx.state.user) throw unauthenticated();
    ctx.body = FREE_PLAN_STATUS;
  });

  return router;
}
