import Router from '@koa/router';
import { clientInputSchema, clientListQuerySchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, requireUser } from '../../http/request-input.ts';
import { clientBalance } from './client-balances.ts';
import { listClients } from './client-list.ts';
import { NO_BALANCE, toClientBody } from './client.mapper.ts';
import { createClient, deleteClient, findClient, restoreClient, updateClient } from './clients.service.ts';

/** The account's clients: list with balances, create, read, update, delete-or-archive, restore. */
export function clientsRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/clients', async (ctx) => {
    const user = requireUser(ctx.state);
    const query = parseQuery(clientListQuerySchema, ctx.query);
    ctx.body = await listClients(em(), user.accountId, query);
  });

  router.post('/clients', async (ctx) => {
    const user = requireUser(ctx.state);
    const input = parseBody(clientInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = toClientBody(await createClient(em(), user.accountId, input), NO_BALANCE);
  });

  router.get('/clients/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    const client = await findClient(em(), parseId(ctx.params.id));
    ctx.body = toClientBody(client, await clientBalance(em(), user.accountId, client.id));
  });

  router.put('/clients/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const input = parseBody(clientInputSchema, ctx.request.body);
    const client = await updateClient(em(), id, input);
    ctx.body = toClientBody(client, await clientBalance(em(), user.accountId, client.id));
  });

  router.delete('/clients/:id', async (ctx) => {
    requireUser(ctx.state);
    ctx.body = { outcome: await deleteClient(em(), parseId(ctx.params.id)) };
  });

  router.post('/clients/:id/restore', async (ctx) => {
    const user = requireUser(ctx.state);
    const client = await restoreClient(em(), parseId(ctx.params.id));
    ctx.body = toClientBody(client, await clientBalance(em(), user.accountId, client.id));
  });

  return router;
}
