import Router from '@koa/router';
import { createHash } from 'node:crypto';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseId, requireUser } from '../../http/request-input.ts';
import { readLogoUpload } from './logo-upload.ts';
import { Template } from './template.entity.ts';
import { findTemplate, templateBody } from './templates.service.ts';

const LOGO_PATH = /^\/api\/templates\/[^/]+\/logo$/;

/** The logo route reads its own body (an image, not JSON); app.ts asks this before the JSON body parser runs. */
export const isLogoUpload = (path: string) => LOGO_PATH.test(path);

/**
 * A template's logo: upload (replaces), serve, remove. A new logo moves the template's version like
 * any change; the builder, which uploads while other edits may wait to be saved, carries on from
 * the version the upload answers.
 */
export function templateLogoRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.put('/templates/:id/logo', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const template = await findTemplate(em(), id);
    const logo = await readLogoUpload(ctx.req, ctx.request.type);
    const logoSha256 = createHash('sha256').update(logo.bytes).digest('hex');
    await em().nativeUpdate(Template, { id }, { logo: logo.bytes, logoType: logo.type, logoSha256 });
    ctx.body = await templateBody(em(), user.accountId, await em().refreshOrFail(template));
  });

  router.get('/templates/:id/logo', async (ctx) => {
    requireUser(ctx.state);
    const template = await em().findOne(Template, parseId(ctx.params.id), { populate: ['logo'] });
    if (!template?.logo || !template.logoType) throw notFound();
    ctx.type = template.logoType;
    // Its address carries the logo's hash, so a cached copy can never be an old logo.
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.set('Content-Disposition', 'inline; filename="logo"');
    ctx.body = Buffer.from(template.logo);
  });

  router.delete('/templates/:id/logo', async (ctx) => {
    const user = requireUser(ctx.state);
    const id = parseId(ctx.params.id);
    const template = await findTemplate(em(), id);
    await em().nativeUpdate(Template, { id }, { logo: null, logoType: null, logoSha256: null });
    ctx.body = await templateBody(em(), user.accountId, await em().refreshOrFail(template));
  });

  return router;
}
