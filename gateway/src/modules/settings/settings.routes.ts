import Router from '@koa/router';
import { accountSettingsSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { requireUser } from '../../http/request-input.ts';
import { toSettingsBody } from './settings.mapper.ts';
import { getSettings, updateSettings } from './settings.service.ts';

/** The business's invoicing settings. */
export function settingsRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();

  router.get('/account/settings', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = toSettingsBody(await getSettings(deps.orm.em, user.accountId));
  });

  router.put('/account/settings', async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(accountSettingsSchema, ctx.request.body);
    // Only turning online payments on needs the plan: an account that moved to a smaller plan can
    // still save its other settings (or turn them off); its clients see no Pay now meanwhile.
    if (input.acceptOnlinePayments && !(await getSettings(deps.orm.em, user.accountId)).acceptOnlinePayments) {
      await deps.plans.requireFeature(deps.orm.em, user.accountId, 'onlinePayments', 'acceptOnlinePayments');
    }
    ctx.body = toSettingsBody(await updateSettings(deps.orm.em, user.accountId, input));
  });

  return router;
}
