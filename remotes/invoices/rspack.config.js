import { createRemoteConfig } from '@ledgerline/shell-sdk/build/rspack';
import { exposes } from './src/exposes.ts';

export default (env) => createRemoteConfig({ dir: import.meta.dirname, name: 'invoices', exposes, devPort: 4001 }, env);
