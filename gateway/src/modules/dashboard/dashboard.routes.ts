import Router from '@koa/router';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { requireUser } from '../../http/request-input.ts';
import { today } from '../document-core/request-today.ts';
import { dashboardChart, dashboardFigures } from './dashboard.service.ts';

/** The dashboard: its figures first, and the chart, which the page asks for once the figures show. */
export function dashboardRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  router.get('/dashboard', async (ctx) => {
    ctx.body = await dashboardFigures(deps.orm.em, requireUser(ctx.state).accountId, today());
  });

  router.get('/dashboard/chart', async (ctx) => {
    ctx.body = await dashboardChart(deps.orm.em, requireUser(ctx.state).accountId, today());
  });

  return router;
}
