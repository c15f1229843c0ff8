import { resourceKeys } from '../resource-keys.ts';

/** Keys of change orders; a list of one estimate's change orders is `list({ estimateId })`. */
export const changeOrderKeys = resourceKeys('/api/change-orders');
