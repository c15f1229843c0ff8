import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { RequestContext } from '@mikro-orm/core';
import { RENDERED_FIRST_SCREEN_ID, type RenderedFirstScreen } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { today } from '../document-core/request-today.ts';
import { dashboardFigures } from '../dashboard/dashboard.service.ts';
import { toUserBody } from '../users/user.mapper.ts';
import { firstScreenRenderer, type RenderFirstScreen } from './first-screen-renderer.ts';

const ROOT_ELEMENT = '<html';
/** Where the built index.html leaves room for a first screen: its signed-in frame's main area. */
const MAIN_AREA = '<div class="boot-app-main">';
const BODY_END = '</body>';

/**
 * How long the page waits for the first screen's data. Past it the page goes out as built and the
 * app asks for its data itself: a slow database must not hold back the frame index.html paints.
 */
const DATA_WAIT_MS = 1000;

/** The user's own figures: kept by no cache, shared or not. */
const USERS_OWN = 'private, no-store';

/** JSON inside a script element: no "</script>" or "<!--" can end or change it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built page with the rendered screen in its main area, the screen's answers beside it, and the
 * screen named on the root element (which index.html's own script does too, so it shows without
 * scripts as well); undefined if the page has no such area.
 */
export function withRenderedFirstScreen(page: string, markup: string, rendered: RenderedFirstScreen): string | undefined {
  const root = page.indexOf(ROOT_ELEMENT);
  const main = page.indexOf(MAIN_AREA);
  const bodyEnd = page.lastIndexOf(BODY_END);
  if (root === -1 || main < root || bodyEnd < main) return undefined;
  const afterRoot = root + ROOT_ELEMENT.length;
  const afterMain = main + MAIN_AREA.length;
  const data = `<script type="application/json" id="${RENDERED_FIRST_SCREEN_ID}">${scriptSafeJson(rendered)}</script>`;
  return [
    page.slice(0, afterRoot),
    ` data-boot-screen="${rendered.screen}"`,
    page.slice(afterRoot, afterMain),
    `<div class="boot-app-rendered">${markup}</div>`,
    page.slice(afterMain, bodyEnd),
    data,
    page.slice(bodyEnd),
  ].join('');
}

/** The work's answer, or undefined once it has taken longer than the page may wait; a late failure is dropped. */
const withinWait = <T>(work: Promise<T>): Promise<T | undefined> => {
  work.catch(() => {});
  return Promise.race([work, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), DATA_WAIT_MS).unref())]);
};

/**
 * /dashboard for a signed-in user: the built page with the dashboard drawn into it by the shell's
 * render bundle, so the figures are on screen before any script has run. The answer is the user's
 * own (private, never stored, varying by cookie; the service worker never caches a page either).
 * A visitor, and any failure or delay here (the database included), get the page as built.
 */
export function firstScreenPages(deps: { webRoot: string; orm: Orm; logger: Logger; isSignedIn: (ctx: Context) => Promise<boolean> }): Middleware<AppState> {
  const renderer = firstScreenRenderer(deps.webRoot, deps.logger);
  const indexFile = path.join(deps.webRoot, 'shell', 'dist', 'index.html');

  const renderedPage = async (ctx: Context, render: RenderFirstScreen): Promise<string | undefined> => {
    if (!(await deps.isSignedIn(ctx))) return undefined;
    const user = (ctx.state as AppState).user;
    if (user === undefined) return undefined;
    const dashboard = await RequestContext.create(deps.orm.em, () => dashboardFigures(deps.orm.em, user.accountId, today()));
    const rendered: RenderedFirstScreen = { screen: 'dashboard', user: toUserBody(user), dashboard };
    return withRenderedFirstScreen(await readFile(indexFile, 'utf8'), render(rendered), rendered);
  };

  return async function renderFirstScreenPage(ctx, next) {
    if (ctx.method !== 'GET' || ctx.path !== '/dashboard') return next();
    const render = await renderer();
    if (render === undefined) return next();
    ctx.vary('Cookie');
    let page: string | undefined;
    try {
      page = await withinWait(renderedPage(ctx, render));
    } catch (error) {
      deps.logger.warn({ err: error }, 'the first screen could not be rendered; the page goes out as built');
    }
    if (page === undefined) return next();
    ctx.set('Cache-Control', USERS_OWN);
    ctx.type = 'html';
    ctx.body = page;
  };
}
