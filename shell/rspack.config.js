import path from 'node:path';
import { createShellConfig } from '@ledgerline/shell-sdk/build/rspack';

const runtimePlugins = ['retry-manifest-fetch.ts', 'name-load-failures.ts'].map((file) =>
  path.join(import.meta.dirname, 'src', 'federation', 'runtime-plugins', file),
);

export default (env) => createShellConfig({ dir: import.meta.dirname, runtimePlugins }, env);
