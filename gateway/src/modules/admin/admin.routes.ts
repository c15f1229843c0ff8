import Router from '@koa/router';
import {
  ADMIN_DASHBOARD_TABLES,
  adminAuditQuerySchema,
  adminContactsQuerySchema,
  adminPeriodQuerySchema,
  adminSearchQuerySchema,
  changeAccountPlanBodySchema,
  changeRoleBodySchema,
  contactReplyBodySchema,
  dashboardTable,
  markContactHandledSchema,
  toCsv,
  type AdminDashboardTable,
} from '@ledgerline/contracts';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, publicOrigin, requireUser } from '../../http/request-input.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import { listAdminEvents, recordAdminEvent, type AdminActor } from './admin-audit.ts';
import { getContact, listContacts, markHandled, replyToContact } from './admin-contacts.service.ts';
import { buildDashboard } from './admin-dashboard.ts';
import { resolvePeriod } from './admin-period.ts';
import { accountDetail, searchAccounts, searchUsers } from './admin-queries.ts';
import { changeAccountPlan } from './admin-plans.service.ts';
import { changeRole, disableUser, enableUser } from './admin-users.service.ts';
import { requireAdmin } from './require-admin.ts';

function tableOf(name: string | undefined): AdminDashboardTable {
  if (!ADMIN_DASHBOARD_TABLES.includes(name as AdminDashboardTable)) throw notFound();
  return name as AdminDashboardTable;
}

/**
 * The admin area's API, /api/admin/*: every route behind requireAdmin. Reads across accounts go
 * through admin-queries.ts; every action writes its audit event in its own transaction.
 */
export function adminRoutes(deps: { orm: Orm; jobs: JobQueue | undefined; from: string; logger: Logger }) {
  const router = new Router<AppState>({ prefix: '/admin' });
  const em = () => deps.orm.em;
  const actorOf = (ctx: { state: AppState; ip: string; get(name: string): string }): AdminActor => {
    const user = requireUser(ctx.state);
    return { id: user.id, username: user.username, accountId: user.accountId, ip: ctx.ip, userAgent: ctx.get('user-agent') };
  };
  router.use(requireAdmin);

  router.get('/dashboard', async (ctx) => {
    const now = new Date();
    ctx.body = await buildDashboard(em(), resolvePeriod(parseQuery(adminPeriodQuerySchema, ctx.query), now), now);
  });

  router.get('/dashboard/:table.csv', async (ctx) => {
    const table = tableOf(ctx.params.table);
    const now = new Date();
    const period = resolvePeriod(parseQuery(adminPeriodQuerySchema, ctx.query), now);
    const csv = await transactional(em(), async (tx) => {
      const { header, rows } = dashboardTable(await buildDashboard(tx, period, now), table);
      recordAdminEvent(tx, actorOf(ctx), 'table_exported', { kind: 'dashboard_table', id: table, label: table }, `${period.from} to ${period.to}, ${rows.length} rows`);
      return toCsv(header, rows);
    });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`${table}-${period.from}-${period.to}.csv`);
    ctx.body = csv;
  });

  router.get('/contacts', async (ctx) => {
    const query = parseQuery(adminContactsQuerySchema, ctx.query);
    ctx.body = await listContacts(em(), query);
  });

  router.get('/contacts/:id', async (ctx) => {
    ctx.body = await getContact(em(), parseId(ctx.params.id));
  });

  router.post('/contacts/:id/handled', async (ctx) => {
    const { note } = parseBody(markContactHandledSchema, ctx.request.body ?? {});
    ctx.body = await markHandled(em(), actorOf(ctx), parseId(ctx.params.id), note, new Date());
  });

  router.post('/contacts/:id/reply', async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = parseBody(contactReplyBodySchema, ctx.request.body);
    const mailId = await replyToContact(em(), actorOf(ctx), id, body, { from: deps.from, origin: publicOrigin(ctx), now: new Date() });
    await wakeMailWorker(deps.jobs, mailId, deps.logger);
    ctx.status = 201;
    ctx.body = await getContact(em(), id);
  });

  router.get('/accounts', async (ctx) => {
    const { q, page, pageSize } = parseQuery(adminSearchQuerySchema, ctx.query);
    ctx.body = await searchAccounts(em(), q, page, pageSize);
  });

  router.get('/accounts/:id', async (ctx) => {
    const account = await accountDetail(em(), parseId(ctx.params.id));
    if (!account) throw notFound();
    ctx.body = account;
  });

  router.put('/accounts/:id/plan', async (ctx) => {
    const id = parseId(ctx.params.id);
    const change = parseBody(changeAccountPlanBodySchema, ctx.request.body);
    await changeAccountPlan(em(), actorOf(ctx), id, change, new Date());
    ctx.body = await accountDetail(em(), id);
  });

  router.get('/users', async (ctx) => {
    const { q, page, pageSize } = parseQuery(adminSearchQuerySchema, ctx.query);
    ctx.body = await searchUsers(em(), { q }, page, pageSize);
  });

  router.put('/users/:id/role', async (ctx) => {
    const { role } = parseBody(changeRoleBodySchema, ctx.request.body);
    ctx.body = await changeRole(em(), actorOf(ctx), parseId(ctx.params.id), role);
  });

  router.post('/users/:id/disable', async (ctx) => {
    ctx.body = await disableUser(em(), actorOf(ctx), parseId(ctx.params.id), new Date());
  });

  router.post('/users/:id/enable', async (ctx) => {
    ctx.body = await enableUser(em(), actorOf(ctx), parseId(ctx.params.id));
  });

  router.get('/audit', async (ctx) => {
    const { page, pageSize } = parseQuery(adminAuditQuerySchema, ctx.query);
    ctx.body = await listAdminEvents(em(), page, pageSize);
  });

  return router;
}
