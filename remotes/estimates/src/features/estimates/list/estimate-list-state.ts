import { ESTIMATE_SORTS, ESTIMATE_STATUSES, isoDateSchema, statusLabel } from '@ledgerline/contracts';
import type { EstimateFilters } from '@ledgerline/api-client';
import { oneOf, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, positiveParam } from '@ledgerline/shell-sdk';

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

/** The list's state lives in the address, so Back and a shared link return to the same view. */
export interface EstimateListState {
  status: StatusFilter;
  q: string;
  sort: EstimateSort;
  /** The period by issue date, ISO dates, '' for open-ended: the win rate is of this period. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const isoDate = (value: string | null) => (value !== null && isoDateSchema.safeParse(value).success ? value : '');

export function readEstimateListState(params: URLSearchParams): EstimateListState {
  return {
    status: oneOf(params.get('status'), STATUS_FILTERS.map((filter) => filter.value), 'all'),
    q: params.get('q') ?? '',
    sort: oneOf(params.get('sort'), ESTIMATE_SORTS, '-issueDate'),
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    page: positiveParam(params.get('page'), 1, PAGE_MAX),
    pageSize: positiveParam(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

export function writeEstimateListState(state: EstimateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.q !== '') params.set('q', state.q);
  if (state.sort !== '-issueDate') params.set('sort', state.sort);
  if (state.from !== '') params.set('from', state.from);
  if (state.to !== '') params.set('to', state.to);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('pageSize', String(state.pageSize));
  return params;
}

export function toEstimateFilters(state: EstimateListState): EstimateFilters {
  return {
    status: state.status === 'all' ? undefined : state.status,
    q: state.q.trim() === '' ? undefined : state.q.trim(),
    from: state.from === '' ? undefined : state.from,
    to: state.to === '' ? undefined : state.to,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}
