import path from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createShellConfig } from '@ledgerline/shell-sdk/build/rspack';
import { COMPILED_WORKER, createServiceWorkerConfig } from './rspack.sw.config.js';

const runtimePlugins = ['retry-manifest-fetch.ts', 'name-load-failures.ts'].map((file) =>
  path.join(import.meta.dirname, 'src', 'federation', 'runtime-plugins', file),
);

/**
 * The worker's precache list: every build asset of the shell. Workbox leaves source maps out by
 * default, hashed names (marked immutable by Rspack) need no revision, and the .br copies are
 * written after emit, so they are not assets at all.
 */
function precacheShell() {
  return new InjectManifest({ swSrc: COMPILED_WORKER, swDest: 'sw.js', compileSrc: false });
}

/**
 * `rspack build` compiles the worker first, then the shell, which injects its precache list into
 * it (InjectManifest cannot compile a worker inside a federated Rspack build). `rspack serve` has
 * no worker: a development build must never be served from a cache.
 */
export default (env) => {
  const shell = createShellConfig({ dir: import.meta.dirname, runtimePlugins }, env);
  if (env.RSPACK_SERVE === true) return shell;
  return [
    createServiceWorkerConfig(),
    { ...shell, name: 'shell', dependencies: ['service-worker'], plugins: [...(shell.plugins ?? []), precacheShell()] },
  ];
};
