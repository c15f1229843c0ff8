import { CHANGE_ORDER_SORTS, CHANGE_ORDER_STATUSES, idSchema, statusLabel } from '@ledgerline/contracts';
import type { ChangeOrderFilters } from '@ledgerline/api-client';
import { listState, type ListState } from '@ledgerline/lists';

/**
 * The list's status filters, each named by its status's one label, and the money contractors lose
 * most: approved change orders that no invoice carries yet.
 */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  ...CHANGE_ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel('change_order', status) })),
  { value: 'uninvoiced', label: 'Approved, not yet invoiced' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type ChangeOrderSort = (typeof CHANGE_ORDER_SORTS)[number];

export const SORT_OPTIONS: { value: ChangeOrderSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-costDelta', label: 'Largest change' },
  { value: 'costDelta', label: 'Smallest change' },
  { value: 'number', label: 'Number A–Z' },
  { value: '-number', label: 'Number Z–A' },
];

/**
 * The list's state lives in the address, so Back and a shared link return to the same view. Its own
 * filter is one estimate's change orders, from its page; '' for every estimate's.
 */
export const changeOrderListState = listState({
  statuses: STATUS_FILTERS.map((filter) => filter.value),
  sorts: CHANGE_ORDER_SORTS,
  defaultSort: '-createdAt',
  extras: { estimateId: (value: string | null) => (value !== null && idSchema.safeParse(value).success ? value : '') },
});
export type ChangeOrderListState = ListState<StatusFilter, ChangeOrderSort, 'estimateId'>;

/** "Approved, not yet invoiced" is a filter of its own in the API, not a status. */
export function toChangeOrderFilters(state: ChangeOrderListState): ChangeOrderFilters {
  const { status, ...filters } = changeOrderListState.filters(state);
  return { ...filters, status: status === 'uninvoiced' ? undefined : status, uninvoiced: status === 'uninvoiced' ? 'true' : undefined };
}
