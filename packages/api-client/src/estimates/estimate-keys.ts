import { resourceKeys } from '../resource-keys.ts';

/** Keys of estimates, ready for the estimates remote; invoices made from an estimate invalidate these too. */
export const estimateKeys = resourceKeys('/api/estimates');
