import { ESTIMATE_SORTS, ESTIMATE_STATUSES, isoDateSchema, statusLabel } from '@ledgerline/contracts';
import type { EstimateFilters } from '@ledgerline/api-client';
import { listState, type ListState } from '@ledgerline/shell-sdk';

/** The list's status filters, each named by its status's one label. */
export const STATUS_FILTERS = [{ value: 'all', label: 'All' }, ...ESTIMATE_STATUSES.map((status) => ({ value: status, label: statusLabel('estimate', status) }))] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type EstimateSort = (typeof ESTIMATE_SORTS)[number];

export const SORT_OPTIONS: { value: EstimateSort; label: string }[] = [
  { value: '-issueDate', label: 'Newest first' },
  { value: 'issueDate', label: 'Oldest first' },
  { value: 'validUntil', label: 'Expiring soonest' },
  { value: '-validUntil', label: 'Expiring latest' },
  { value: '-total', label: 'Largest total' },
  { value: 'total', label: 'Smallest total' },
  { value: 'number', label: 'Number A–Z' },
  { value: '-number', label: 'Number Z–A' },
];

const isoDate = (value: string | null) => (value !== null && isoDateSchema.safeParse(value).success ? value : '');

/**
 * The list's state lives in the address, so Back and a shared link return to the same view. Its own
 * filter is the period by issue date, ISO dates, '' for open-ended: the win rate is of this period.
 */
export const estimateListState = listState({
  statuses: STATUS_FILTERS.map((filter) => filter.value),
  sorts: ESTIMATE_SORTS,
  defaultSort: '-issueDate',
  extras: { from: isoDate, to: isoDate },
});
export type EstimateListState = ListState<StatusFilter, EstimateSort, 'from' | 'to'>;

export const toEstimateFilters: (state: EstimateListState) => EstimateFilters = estimateListState.filters;
