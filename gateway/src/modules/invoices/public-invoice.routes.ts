import Router from '@koa/router';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { todayIso } from './dates.ts';
import { toPublicInvoiceBody } from './public-invoice.mapper.ts';
import { findPublicInvoice, recordFirstView } from './public-invoice.service.ts';

/** One answer for unknown, revoked and draft tokens, so a token's existence cannot be probed. */
const noSuchLink = () =>
  new HttpError(404, 'link_not_found', 'This link does not lead to an invoice. It may have been turned off; ask the sender for a new one.', {
    headers: PUBLIC_LINK_HEADERS,
  });

/** The invoice behind a public link; no sign-in needed. */
export function publicInvoiceRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  router.get('/public/invoices/:token', async (ctx) => {
    const em = deps.orm.em.fork();
    const found = await findPublicInvoice(em, ctx.params.token ?? '');
    if (!found) throw noSuchLink();
    await recordFirstView(em, found.view, ctx.state.user?.accountId);
    ctx.set(PUBLIC_LINK_HEADERS);
    ctx.body = toPublicInvoiceBody(found.view, found.settings, todayIso());
  });

  return router;
}
