import path from 'node:path';
import { rspack } from '@rspack/core';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createShellConfig } from '@ledgerline/shell-sdk/build/rspack';
import { createFirstScreenRenderConfig } from './rspack.first-screen-render.config.js';
import { createLandingScriptConfig } from './rspack.landing.config.js';
import { COMPILED_WORKER, createServiceWorkerConfig } from './rspack.sw.config.js';

const runtimePlugins = ['retry-manifest-fetch.ts', 'name-load-failures.ts'].map((file) =>
  path.join(import.meta.dirname, 'src', 'federation', 'runtime-plugins', file),
);

/** The web manifest and icons in public/ are served as they are, under the same names. */
function copyPublicFiles() {
  return new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] });
}

/**
 * The worker's precache list: every build asset of the shell, the copied public files included.
 * Workbox leaves source maps out by default, hashed names (marked immutable by Rspack) need no
 * revision, and the .br copies are written after emit, so they are not assets at all.
 */
function precacheShell() {
  return new InjectManifest({ swSrc: COMPILED_WORKER, swDest: 'sw.js', compileSrc: false });
}

/**
 * `rspack build` compiles the worker first, then the shell, which injects its precache list into
 * it (InjectManifest cannot compile a worker inside a federated Rspack build), then the static
 * landing page's script and the first screen's renderer for the gateway. `rspack serve` has no worker: a development build must never be served from a cache.
 */
export default (env) => {
  const config = createShellConfig({ dir: import.meta.dirname, runtimePlugins }, env);
  const shell = { ...config, plugins: [...(config.plugins ?? []), copyPublicFiles()] };
  if (env.RSPACK_SERVE === true) return shell;
  return [
    createServiceWorkerConfig(),
    { ...shell, name: 'shell', dependencies: ['service-worker'], plugins: [...shell.plugins, precacheShell()] },
    createLandingScriptConfig('shell'),
    createFirstScreenRenderConfig(),
  ];
};
