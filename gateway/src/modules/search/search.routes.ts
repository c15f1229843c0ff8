import Router from '@koa/router';
import { searchQuerySchema } from '@ledgerline/contracts';
import type { Database } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseQuery, requireUser } from '../../http/request-input.ts';
import { createSearch } from './search.service.ts';

/** The shell's global search over clients, invoices, estimates and change orders. */
export async function searchRoutes(deps: { db: Database }) {
  const router = new Router<AppState>();
  const search = await createSearch(deps.db);

  router.get('/search', async (ctx) => {
    const user = requireUser(ctx.state);
    const { q } = parseQuery(searchQuerySchema, ctx.query);
    ctx.body = { results: await search(user.accountId, q) };
  });

  return router;
}
