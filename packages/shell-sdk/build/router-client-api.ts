import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * react-router exports that only a server, a test stub or React Router's framework mode (its own
 * HTML document, loaders run on a server, cookies and sessions) can use. The app is a client-side
 * data router, so no remote screen has a use for them.
 */
const SERVER_OR_FRAMEWORK_ONLY = new Set([
  'HydratedRouter',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'Scripts',
  'ServerRouter',
  'StaticRouterProvider',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createRoutesStub',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'isCookie',
  'isSession',
]);

/** Names react-router marks as internal or not yet stable: they may change in any minor release. */
const NOT_STABLE = /^(UNSAFE_|unstable_)/;

/**
 * The client API of react-router or react-router-dom: every stable export a browser screen can use.
 * react-router is one large module, so the copy the shell provides to the remotes exports these and
 * leaves the rest out (about 23 KB compressed of first paint, measured with the whole package).
 */
export function routerClientApi(pkg: string): string[] {
  return Object.keys(require(pkg) as object)
    .filter((name) => !NOT_STABLE.test(name) && !SERVER_OR_FRAMEWORK_ONLY.has(name))
    .sort();
}
