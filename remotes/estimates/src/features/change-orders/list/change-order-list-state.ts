import { CHANGE_ORDER_SORTS, CHANGE_ORDER_STATUSES, idSchema, statusLabel } from '@ledgerline/contracts';
import type { ChangeOrderFilters } from '@ledgerline/api-client';
import { oneOf, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, positiveParam } from '@ledgerline/shell-sdk';

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

/** The list's state lives in the address, so Back and a shared link return to the same view. */
export interface ChangeOrderListState {
  status: StatusFilter;
  q: string;
  sort: ChangeOrderSort;
  /** One estimate's change orders, from its page; '' for every estimate's. */
  estimateId: string;
  page: number;
  pageSize: number;
}

export function readChangeOrderListState(params: URLSearchParams): ChangeOrderListState {
  const estimateId = params.get('estimateId') ?? '';
  return {
    status: oneOf(params.get('status'), STATUS_FILTERS.map((filter) => filter.value), 'all'),
    q: params.get('q') ?? '',
    sort: oneOf(params.get('sort'), CHANGE_ORDER_SORTS, '-createdAt'),
    estimateId: idSchema.safeParse(estimateId).success ? estimateId : '',
    page: positiveParam(params.get('page'), 1, PAGE_MAX),
    pageSize: positiveParam(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

export function writeChangeOrderListState(state: ChangeOrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.q !== '') params.set('q', state.q);
  if (state.sort !== '-createdAt') params.set('sort', state.sort);
  if (state.estimateId !== '') params.set('estimateId', state.estimateId);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('pageSize', String(state.pageSize));
  return params;
}

export function toChangeOrderFilters(state: ChangeOrderListState): ChangeOrderFilters {
  const { status } = state;
  return {
    status: status === 'all' || status === 'uninvoiced' ? undefined : status,
    uninvoiced: status === 'uninvoiced' ? 'true' : undefined,
    estimateId: state.estimateId === '' ? undefined : state.estimateId,
    q: state.q.trim() === '' ? undefined : state.q.trim(),
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}
