import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { RequestContext } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { invoiceListQuerySchema, LIST_SCREEN_PAGE_SIZE, RENDERED_FIRST_SCREEN_ID, type RenderedFirstScreen } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState, SessionUser } from '../../http/app-state.ts';
import { today } from '../document-core/request-today.ts';
import { dashboardFigures } from '../dashboard/dashboard.service.ts';
import type { InvoiceLister } from '../invoices/invoice-list.ts';
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

/** What each rendered address shows, read for the signed-in user. */
type ScreenReader = (em: SqlEntityManager, user: SessionUser) => Promise<RenderedFirstScreen | undefined>;

/** The invoice page the list asks for when its address has no query: the API's defaults but the screens' page size. */
const FIRST_PAGE = invoiceListQuerySchema.parse({ pageSize: String(LIST_SCREEN_PAGE_SIZE) });

function screenReaders(listInvoices: InvoiceLister): Record<string, ScreenReader> {
  return {
    '/dashboard': async (em, user) => ({ screen: 'dashboard', user: toUserBody(user), dashboard: await dashboardFigures(em, user.accountId, today()) }),
    // With no rows the app shows the list screen's own words at once, which this page cannot draw.
    '/invoices': async (em, user) => {
      const invoices = await listInvoices(em, user.accountId, FIRST_PAGE, today());
      return invoices.items.length === 0 ? undefined : { screen: 'invoices', user: toUserBody(user), invoices };
    },
  };
}

/**
 * /dashboard, and /invoices with nothing in its query, for a signed-in user: the built page with
 * the screen drawn into it by the shell's render bundle, so the figures or rows are on screen
 * before any script has run. The answer is the user's own (private, never stored, varying by
 * cookie; the service worker never caches a page either). A visitor, and any failure or delay
 * here (the database's included), get the page as built.
 */
export function firstScreenPages(deps: {
  webRoot: string;
  orm: Orm;
  logger: Logger;
  isSignedIn: (ctx: Context) => Promise<boolean>;
  listInvoices: InvoiceLister;
}): Middleware<AppState> {
  const renderer = firstScreenRenderer(deps.webRoot, deps.logger);
  // Loaded now rather than on the first signed-in visit, which would otherwise wait for it.
  void renderer();
  const indexFile = path.join(deps.webRoot, 'shell', 'dist', 'index.html');
  const readers = screenReaders(deps.listInvoices);

  const renderedPage = async (ctx: Context, read: ScreenReader, render: RenderFirstScreen): Promise<string | undefined> => {
    if (!(await deps.isSignedIn(ctx))) return undefined;
    const user = (ctx.state as AppState).user;
    if (user === undefined) return undefined;
    const rendered = await RequestContext.create(deps.orm.em, () => read(deps.orm.em, user));
    if (rendered === undefined) return undefined;
    return withRenderedFirstScreen(await readFile(indexFile, 'utf8'), render(rendered), rendered);
  };

  return async function renderFirstScreenPage(ctx, next) {
    const read = ctx.method === 'GET' && ctx.querystring === '' ? readers[ctx.path] : undefined;
    if (read === undefined) return next();
    const render = await renderer();
    if (render === undefined) return next();
    ctx.vary('Cookie');
    let page: string | undefined;
    try {
      page = await withinWait(renderedPage(ctx, read, render));
    } catch (error) {
      deps.logger.warn({ err: error }, 'the first screen could not be rendered; the page goes out as built');
    }
    if (page === undefined) return next();
    ctx.set('Cache-Control', USERS_OWN);
    ctx.type = 'html';
    ctx.body = page;
  };
}
