import Router from '@koa/router';
import { clientInputSchema, clientListQuerySchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requireUser } from '../../http/request-input.ts';
import { clientBalance } from './client-balances.ts';
import { clientJobs, NO_JOBS } from './client-jobs.ts';
import { listClients } from './client-list.ts';
import { NO_BALANCE, toClientBody } from './client.mapper.ts';
import type { IClient } from './client.entity.ts';
import { createClient, deleteClient, findClient, restoreClient, updateClient } from './clients.service.ts';

/** The account's clients: list with balances, create, read, update, delete-or-archive, restore. */
export function clientsRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;
  /** One client as its page shows it: with its balance, and its estimates, change orders and jobs. */
  const detail = async (accountId: string, client: IClient) => {
    const [balance, jobs] = await Promise.all([clientBalance(em(), accountId, client.id), clientJobs(em(), accountId, client.id)]);
    return { ...toClientBody(client, balance), jobs };
  };

  router.get('/clients', async (ctx) => {
    const user = requireUser(ctx.state);
    const query = parseQuery(clientListQuerySchema, ctx.query);
    ctx.body = await listClients(em(), user.accountId, query);
  });

  router.post('/clients', async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(clientInputSchema, ctx.request.body);
    const client = await deps.plans.withRoomFor(em(), user.accountId, 'clients', (tx) => createClient(tx, user.accountId, input));
    ctx.status = 201;
    ctx.body = { ...toClientBody(client, NO_BALANCE), jobs: NO_JOBS };
  });

  router.get('/clients/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await detail(user.accountId, await findClient(em(), parseId(ctx.params.id)));
  });

  router.put('/clients/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const input = parseBody(clientInputSchema, ctx.request.body);
    ctx.body = await detail(user.accountId, await updateClient(em(), id, input));
  });

  router.delete('/clients/:id', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = { outcome: await deleteClient(em(), parseId(ctx.params.id)) };
  });

  router.post('/clients/:id/restore', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await detail(user.accountId, await restoreClient(em(), parseId(ctx.params.id)));
  });

  return router;
}
