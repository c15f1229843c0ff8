import { createRemoteConfig } from '@ledgerline/shell-sdk/build/rspack';
import { exposes } from './src/exposes.ts';
import { createStaticLandingConfig } from './static-landing.config.js';

/** The remote; a plain build (not `rspack serve`, not a release) also renders the static landing page. */
export default (env) => {
  const remote = { ...createRemoteConfig({ dir: import.meta.dirname, name: 'public_views', exposes, devPort: 4005 }, env), name: 'public-views' };
  if (env.RSPACK_SERVE === true || env.release) return remote;
  return [remote, createStaticLandingConfig(remote.name)];
};
