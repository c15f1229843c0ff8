import Router from '@koa/router';
import type { RemotesManifest } from '@ledgerline/contracts';
import type { AppState } from '../../http/app-state.ts';
import { NO_CACHE } from '../../http/cache-policy.ts';

/** GET /api/remotes: the shell asks this at start-up where each remote's manifest lives. */
export function remotesRoutes(deps: { remotesManifest: () => Promise<RemotesManifest> }) {
  const router = new Router<AppState>();

  router.get('/remotes', async (ctx) => {
    ctx.set('Cache-Control', NO_CACHE);
    ctx.body = await deps.remotesManifest();
  });

  return router;
}
