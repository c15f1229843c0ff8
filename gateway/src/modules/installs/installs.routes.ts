import Router from '@koa/router';
import { installLogBodySchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { InstallLog } from './install-log.entity.ts';

/** Installations reported by the app (public: the install prompt also runs for visitors). */
export function installsRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  router.post('/downloads', async (ctx) => {
    const body = parseBody(installLogBodySchema, ctx.request.body);
    const user = ctx.state.user;
    deps.orm.em.create(InstallLog, {
      documentType: body.documentType,
      deviceType: body.deviceType,
      source: body.source,
      user: user?.id ?? null,
      account: user?.accountId ?? null,
    });
    await deps.orm.em.flush();
    ctx.status = 201;
    ctx.body = { recorded: true };
  });

  return router;
}
