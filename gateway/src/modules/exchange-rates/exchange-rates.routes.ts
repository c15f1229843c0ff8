import Router from '@koa/router';
import { exchangeRateQuerySchema, type ExchangeRateAnswer } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseQuery, requireUser } from '../../http/request-input.ts';
import { latestRate } from './latest-rate.ts';

/** The latest stored rate between two currencies, for the editors' exchange-rate display. */
export function exchangeRatesRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  router.get('/exchange-rates', async (ctx) => {
    requireUser(ctx.state);
    const { from, to } = parseQuery(exchangeRateQuerySchema, ctx.query);
    const answer: ExchangeRateAnswer = { from, to, rate: await latestRate(deps.orm.em, from, to) };
    ctx.body = answer;
  });

  return router;
}
