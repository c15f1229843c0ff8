import Router from '@koa/router';
import { BUILT_IN_TEMPLATES, newTemplateSchema, templateDefaultSchema, templateUpdateSchema, TEMPLATE_DESIGNS, type TemplateList } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, requireUser } from '../../http/request-input.ts';
import { templateLogoRoutes } from './template-logo.routes.ts';
import { templatePreviewRoutes } from './template-preview.routes.ts';
import { createTemplate, deleteTemplate, findTemplate, listTemplates, makeDefault, templateBody, updateTemplate } from './templates.service.ts';

const DESIGNS = TEMPLATE_DESIGNS.map((design) => ({ design, settings: BUILT_IN_TEMPLATES[design] }));

/** The account's document templates: list (with the built-in designs to start from), copy a design, edit, delete, defaults, logo. */
export function templatesRoutes(deps: { orm: Orm; plans: PlanRules }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/templates', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = { items: await listTemplates(em(), user.accountId), designs: DESIGNS } satisfies TemplateList;
  });

  router.post('/templates', async (ctx) => {
    const user = requireUser(ctx.state);
    const { design } = parseBody(newTemplateSchema, ctx.request.body);
    const template = await deps.plans.withRoomFor(em(), user.accountId, 'templates', (tx) => createTemplate(tx, user.accountId, design));
    ctx.status = 201;
    ctx.body = await templateBody(em(), user.accountId, template);
  });

  router.get('/templates/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await templateBody(em(), user.accountId, await findTemplate(em(), parseId(ctx.params.id)));
  });

  router.put('/templates/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const input = parseBody(templateUpdateSchema, ctx.request.body);
    ctx.body = await templateBody(em(), user.accountId, await updateTemplate(em(), id, input));
  });

  router.delete('/templates/:id', async (ctx) => {
    requireUser(ctx.state);
    await deleteTemplate(em(), parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/templates/:id/default', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const { kind } = parseBody(templateDefaultSchema, ctx.request.body);
    ctx.body = await templateBody(em(), user.accountId, await makeDefault(em(), user.accountId, id, kind));
  });

  router.use(templateLogoRoutes(deps).routes());
  router.use(templatePreviewRoutes(deps).routes());
  return router;
}
