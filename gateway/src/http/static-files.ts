import { ReadStream } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { REMOTE_FOLDERS } from '@ledgerline/contracts';
import { cacheControlFor, NO_CACHE } from './cache-policy.ts';
import { notFound } from './http-error.ts';
import type { AppState } from './app-state.ts';

/** The landing page rendered at build time, in public-views' dist (its static-landing.config.js). */
const LANDING_PAGE = 'landing.html';

const NOT_BUILT = 'The app has not been built yet. Run npm run build.';

/** The last path segment has an extension: a request for a file, never for a page of the app. */
export const LOOKS_LIKE_FILE = /\/[^/]*\.[^/]+$/;

/** koa-send's own answers to a name (400, 403, 404); a failure to read the disk stays a 500. */
function isRefusedName(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Sends one file below `root`. Returns false when `file` names none there: no such file, an empty
 * name (a folder's own address, which koa-send cannot take), or a name koa-send refuses with a 400
 * or 403 (undecodable, a NUL, absolute, climbing out of root). A client's path alone must never
 * make the answer an error: it is a 404, or the SPA fallback's page.
 */
async function sendFile(ctx: Context, root: string, file: string, options: { conditional?: boolean } = {}): Promise<boolean> {
  if (file === '') return false;
  try {
    const sent = await send(ctx, file, {
      root,
      index: 'index.html',
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    if (!sent) return false;
  } catch (error) {
    if (isRefusedName(error)) return false;
    throw error;
  }
  // koa-send sets Last-Modified but answers no conditional request itself.
  if (options.conditional !== false && ctx.fresh) {
    if (ctx.body instanceof ReadStream) ctx.body.destroy();
    ctx.status = 304;
  }
  return true;
}

/**
 * / answers a visitor with the static landing page (public-views' dist/landing.html) and a signed-in
 * user with the app, which goes on to the dashboard. The two answers share one URL, so the answer
 * varies by cookie and is always sent whole: a browser revalidating its copy of one (Last-Modified)
 * after signing in or out must not be told that it is still fresh.
 */
async function sendHome(ctx: Context, shellDist: string, landingDist: string | undefined, isSignedIn: (ctx: Context) => Promise<boolean>): Promise<boolean> {
  ctx.vary('Cookie');
  if (landingDist && !(await isSignedIn(ctx)) && (await sendFile(ctx, landingDist, LANDING_PAGE, { conditional: false }))) return true;
  return sendFile(ctx, shellDist, 'index.html', { conditional: false });
}

/**
 * Serves the built shell (shell/dist) with an SPA fallback, each remote's bundle at
 * /remotes/<folder>/ from remotes/<folder>/dist, and its releases (npm run release:remote) at
 * /remotes/<folder>/releases/<version>/ from <releasesDir>/<folder>/<version>, and / as above. `webRoot` is the
 * repository root; tests pass a temporary folder of the same layout.
 */
export function staticFiles(webRoot: string, releasesDir: string, isSignedIn: (ctx: Context) => Promise<boolean>): Middleware<AppState> {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  const remoteDists = new Map(
    Object.values(REMOTE_FOLDERS).map((folder) => [folder, path.join(webRoot, 'remotes', folder, 'dist')]),
  );

  return async function serveStatic(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    if (ctx.path === '/remotes' || ctx.path.startsWith('/remotes/')) {
      const [folder = '', ...rest] = ctx.path.slice('/remotes/'.length).split('/');
      const dist = remoteDists.get(folder);
      if (!dist) throw notFound();
      // A release still being built sits in a dot folder (.building-…), which koa-send never serves.
      const sent =
        rest[0] === 'releases'
          ? await sendFile(ctx, path.join(releasesDir, folder), rest.slice(1).join('/'))
          : await sendFile(ctx, dist, rest.join('/'));
      if (!sent) throw notFound();
      return;
    }

    if (ctx.path === '/' && (await sendHome(ctx, shellDist, remoteDists.get(REMOTE_FOLDERS.public_views), isSignedIn))) return;
    if (await sendFile(ctx, shellDist, ctx.path)) return;
    if (LOOKS_LIKE_FILE.test(ctx.path)) throw notFound();

    // Any other path is a route of the single-page app: the shell's index.html renders it.
    if (await sendFile(ctx, shellDist, 'index.html')) return;
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', NO_CACHE);
    ctx.body = NOT_BUILT;
  };
}
