import Router from '@koa/router';
import { priceBookItemInputSchema, priceBookListQuerySchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requireUser } from '../../http/request-input.ts';
import { createPriceBookItem, deletePriceBookItem, listPriceBook, toPriceBookItemBody, updatePriceBookItem } from './price-book.service.ts';

/** The account's price book: list and search, add, change, delete. */
export function priceBookRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/price-book', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = await listPriceBook(em(), parseQuery(priceBookListQuerySchema, ctx.query));
  });

  router.post('/price-book', async (ctx) => {
    const user = requireUser(ctx.state);
    const item = await createPriceBookItem(em(), user.accountId, parseBody(priceBookItemInputSchema, ctx.request.body));
    ctx.status = 201;
    ctx.body = toPriceBookItemBody(item);
  });

  router.put('/price-book/:id', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = toPriceBookItemBody(await updatePriceBookItem(em(), parseId(ctx.params.id), parseBody(priceBookItemInputSchema, ctx.request.body)));
  });

  router.delete('/price-book/:id', async (ctx) => {
    requireUser(ctx.state);
    await deletePriceBookItem(em(), parseId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
