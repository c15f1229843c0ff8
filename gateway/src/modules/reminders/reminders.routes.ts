import Router from '@koa/router';
import { paymentRemindersSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { requireUser } from '../../http/request-input.ts';
import { getPaymentReminders, savePaymentReminders } from './reminder-settings.service.ts';

/** The account's payment reminders for unpaid invoices (settings page, "Payment reminders"). */
export function remindersRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  router.get('/account/settings/reminders', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await getPaymentReminders(deps.orm.em, user.accountId);
  });

  router.put('/account/settings/reminders', async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(paymentRemindersSchema, ctx.request.body);
    ctx.body = await savePaymentReminders(deps.orm.em, user.accountId, input);
  });

  return router;
}
