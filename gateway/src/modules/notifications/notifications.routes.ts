import Router from '@koa/router';
import { notificationListQuerySchema, type NotificationsReadAll } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseId, parseQuery, requireUser } from '../../http/request-input.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

/** The account's notifications: the newest with the unread count, and marking them read. */
export function notificationsRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/notifications', async (ctx) => {
    requireUser(ctx.state);
    parseQuery(notificationListQuerySchema, ctx.query);
    ctx.body = await listNotifications(em());
  });

  router.post('/notifications/read-all', async (ctx) => {
    const user = requireUser(ctx.state);
    await markAllNotificationsRead(em(), user.accountId);
    ctx.body = { unread: 0 } satisfies NotificationsReadAll;
  });

  router.post('/notifications/:id/read', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = await markNotificationRead(em(), parseId(ctx.params.id));
  });

  return router;
}
