import Router from '@koa/router';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { databaseUnavailable } from '../../db/database-unavailable.ts';

const READY_TIMEOUT_MS = 2000;

/** Gives up on a database that does not answer in time instead of hanging the probe. */
async function databaseAnswers(orm: Orm): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([orm.em.getConnection().execute('select 1').then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes for the process manager / load balancer; outside /api so the API's edge rules do not apply. */
export function healthRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();

  // Liveness: the process is up and serving.
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  // Readiness: send traffic only while the database answers.
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!(await databaseAnswers(deps.orm))) {
      throw databaseUnavailable();
    }
    ctx.body = { status: 'ready' };
  });

  return router;
}
