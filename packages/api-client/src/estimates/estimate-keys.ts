import type { EstimateListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The filters of an estimate list as the API takes them; absent ones take the API's defaults. */
export type EstimateFilters = Partial<EstimateListQuery>;

const keys = resourceKeys<'/api/estimates', EstimateFilters>('/api/estimates');

/**
 * The one key factory of estimates: the estimates remote's screens and a client's estimates share it.
 * A revision's key sits under its estimate's detail key, so refreshing the estimate reaches it too.
 */
export const estimateKeys = {
  ...keys,
  revision: (id: string, revision: number) => [...keys.detail(id), 'revisions', revision] as const,
};
