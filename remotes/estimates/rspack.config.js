import { createRemoteConfig } from '@ledgerline/shell-sdk/build/rspack';
import { exposes } from './src/exposes.ts';

export default (env) => createRemoteConfig({ dir: import.meta.dirname, name: 'estimates', exposes, devPort: 4002 }, env);
