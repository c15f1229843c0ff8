import type { ChangeOrderListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The filters of a change order list as the API takes them; absent ones take the API's defaults. */
export type ChangeOrderFilters = Partial<ChangeOrderListQuery>;

/** Keys of change orders; a list of one estimate's change orders is `list({ estimateId })`. */
export const changeOrderKeys = resourceKeys<'/api/change-orders', ChangeOrderFilters>('/api/change-orders');
