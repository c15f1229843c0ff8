import type { Middleware } from 'koa';
import { LOCKED_DOWN_POLICY } from './content-security-policy.ts';
import { isPublicLinkPage } from '@ledgerline/contracts';
import { PUBLIC_LINK_HEADERS } from './public-link-pages.ts';
import { LOOKS_LIKE_FILE } from './static-files.ts';
import { hasNoPath } from './pathless-target.ts';
import type { AppState } from './app-state.ts';

/** Sent with every answer, API and files included: no MIME sniffing, no framing by any site. */
const EVERY_RESPONSE = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' };

/**
 * The responses whose policy the browser applies to running code: the shell's pages (any path
 * the SPA fallback answers, and .html files) and the service worker script.
 */
function runsAppCode(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  return path === '/sw.js' || path.endsWith('.html') || !LOOKS_LIKE_FILE.test(path);
}

/**
 * Security headers of every response. Set before the handlers run so error answers carry them
 * too; the public-link headers go on last, over the static files' Cache-Control.
 * `pagePolicy` is asked per page because REMOTES_FILE can move a remote to another origin at any time.
 */
export function securityHeaders(deps: { pagePolicy: () => Promise<string> }): Middleware<AppState> {
  return async function setSecurityHeaders(ctx, next) {
    const path: string | null = ctx.path;
    ctx.set(EVERY_RESPONSE);
    ctx.set('Content-Security-Policy', !hasNoPath(path) && runsAppCode(path) ? await deps.pagePolicy() : LOCKED_DOWN_POLICY);
    try {
      await next();
    } finally {
      if (!hasNoPath(path) && isPublicLinkPage(path)) ctx.set(PUBLIC_LINK_HEADERS);
    }
  };
}
