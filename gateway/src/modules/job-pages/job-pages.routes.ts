import Router from '@koa/router';
import { jobListQuerySchema, type JobPage } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseId, parseQuery, requireUser } from '../../http/request-input.ts';
import { loadEstimateCore } from '../estimates/estimate-view.ts';
import { jobFiguresAndDocuments } from './job-documents.ts';
import { findJob, listJobs } from './job-list.ts';

/** The jobs (accepted estimates) of the account, listed by state, and one job's page. */
export function jobPagesRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/jobs', async (ctx) => {
    ctx.body = await listJobs(em(), requireUser(ctx.state).accountId, parseQuery(jobListQuerySchema, ctx.query));
  });

  router.get('/jobs/:id', async (ctx) => {
    const { accountId } = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const summary = await findJob(em(), accountId, id);
    if (!summary) throw new HttpError(404, 'not_found', 'There is no job here: a job starts when its estimate is accepted.');
    const core = await loadEstimateCore(em(), id);
    const { figures, documents } = await jobFiguresAndDocuments(em(), core);
    const body: JobPage = { ...summary, siteAddress: core.revision.siteAddress ?? null, figures, documents };
    ctx.body = body;
  });

  return router;
}
