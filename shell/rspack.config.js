import path from 'node:path';
import { rspack } from '@rspack/core';
import { createShellConfig } from '@ledgerline/shell-sdk/build/rspack';

const runtimePlugins = ['retry-manifest-fetch.ts', 'name-load-failures.ts'].map((file) =>
  path.join(import.meta.dirname, 'src', 'federation', 'runtime-plugins', file),
);

/** The web manifest and icons in public/ are served as they are, under the same names. */
const withPublicFiles = (config) => ({
  ...config,
  plugins: [...config.plugins, new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })],
});

export default (env) => withPublicFiles(createShellConfig({ dir: import.meta.dirname, runtimePlugins }, env));
