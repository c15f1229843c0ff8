import Router from '@koa/router';
import { payApplicationCertifyInputSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { certifyPayApplication, loadPublicPayApplication } from './pay-application-certification.ts';

/** A pay application behind its public link, which its client reads and certifies; no sign-in needed. */
export function publicPayApplicationRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const path = '/public/pay-applications/:token';

  // A secret link's answers, refusals included, stay out of referrers, indexes and caches.
  router.get(path, async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.body = await loadPublicPayApplication(deps.orm.em.fork(), ctx.params.token ?? '');
  });

  router.post(`${path}/certify`, async (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    const input = parseBody(payApplicationCertifyInputSchema, ctx.request.body);
    const token = ctx.params.token ?? '';
    await certifyPayApplication(deps.orm.em.fork(), token, input, { ip: ctx.ip, userAgent: ctx.get('User-Agent') });
    ctx.body = await loadPublicPayApplication(deps.orm.em.fork(), token);
  });

  return router;
}
