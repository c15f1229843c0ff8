import Router from '@koa/router';
import { installLogBodySchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { limitPerAddress, type RateLimiterFactory } from '../../http/rate-limit.ts';
import { InstallLog } from './install-log.entity.ts';

/** Installations reported by the app (public: the install prompt also runs for visitors). */
export function installsRoutes(deps: { orm: Orm; limiterFor: RateLimiterFactory; downloadsPerHour: number }) {
  const router = new Router<AppState>();
  // Public and one row a call: an address may not fill the install log.
  const downloadLimit = limitPerAddress(
    deps.limiterFor({ name: 'downloads_ip', points: deps.downloadsPerHour, windowSeconds: 3600 }),
    { code: 'too_many_requests', sentence: 'Too many install reports from your network.' },
  );

  router.post('/downloads', downloadLimit, async (ctx) => {
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
