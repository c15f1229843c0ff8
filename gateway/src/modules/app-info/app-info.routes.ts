import Router from '@koa/router';
import type { VersionInfo } from '@ledgerline/contracts';
import type { AppState } from '../../http/app-state.ts';

/** The product's name, version and description for the footer. The plan's status is billing's (billing.routes.ts). */
export function appInfoRoutes(deps: { versionInfo: VersionInfo }) {
  const router = new Router<AppState>();

  router.get('/version', (ctx) => {
    ctx.body = deps.versionInfo;
  });

  return router;
}
