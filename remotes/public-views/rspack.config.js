import { createRemoteConfig } from '@ledgerline/shell-sdk/build/rspack';
import { exposes } from './src/exposes.ts';

export default (env) => createRemoteConfig({ dir: import.meta.dirname, name: 'public_views', exposes, devPort: 4005 }, env);
