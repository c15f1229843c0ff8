/**
 * Which caching strategy a same-origin request gets. Pure functions of the path (and method), so
 * the rules can be tested without a worker.
 */

/** Paths a navigation may hit that are not screens of the app, so never answered with index.html. */
const NOT_APP_PAGES = [/^\/api\//, /^\/remotes\//, /^\/healthz$/, /^\/readyz$/, /^\/sw\.js$/];

/** Same rule as the gateway's cache policy: a content hash in the file name. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/** A file of a remote's build: /remotes/<folder>/<file>, or /remotes/<folder>/releases/<version>/<file>. */
const REMOTE_FILE = /^\/remotes\/[^/]+\/(?:releases\/[^/]+\/)?(.+)$/;
const REMOTE_ENTRY_POINTS = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Requests that start or end a session: never cached, and the account caches go with them. */
const SESSION_CHANGES = new Set(['/api/login', '/api/logout', '/api/register']);

/** Public links are opened signed out, by anyone holding the link: not the account's reads. */
const PUBLIC_API = /^\/api\/public\//;

export function isAppPage(pathname: string): boolean {
  return !NOT_APP_PAGES.some((pattern) => pattern.test(pathname));
}

/** A remote's content-hashed file under /remotes/<folder>/: its bytes never change. */
export function isRemoteHashedFile(pathname: string): boolean {
  const file = REMOTE_FILE.exec(pathname)?.[1];
  return file !== undefined && HASHED_NAME.test(file);
}

/** A remote's mf-manifest.json or remoteEntry.js: fixed names that point at the current build. */
export function isRemoteEntryPoint(pathname: string): boolean {
  const file = REMOTE_FILE.exec(pathname)?.[1];
  return file !== undefined && REMOTE_ENTRY_POINTS.has(file);
}

export function isCacheableApiRead(pathname: string, method: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !SESSION_CHANGES.has(pathname) && !PUBLIC_API.test(pathname);
}

export function isSessionChange(pathname: string, method: string): boolean {
  return method === 'POST' && SESSION_CHANGES.has(pathname);
}
