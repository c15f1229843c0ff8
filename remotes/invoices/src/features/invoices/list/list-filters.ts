import { INVOICE_OVERDUE, INVOICE_SORTS, statusLabel } from '@ledgerline/contracts';
import type { InvoiceFilters } from '@ledgerline/api-client';
import { oneOf, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, positiveParam } from '@ledgerline/shell-sdk';

/** The list's status filters, each named by its status's one label. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: statusLabel('invoice', 'draft') },
  { value: 'sent', label: statusLabel('invoice', 'sent') },
  { value: 'partial', label: statusLabel('invoice', 'partial') },
  { value: 'paid', label: statusLabel('invoice', 'paid') },
  { value: 'overdue', label: INVOICE_OVERDUE.label },
  { value: 'void', label: statusLabel('invoice', 'void') },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const SORT_OPTIONS: { value: InvoiceSort; label: string }[] = [
  { value: '-issueDate', label: 'Newest first' },
  { value: 'issueDate', label: 'Oldest first' },
  { value: 'dueDate', label: 'Due soonest' },
  { value: '-dueDate', label: 'Due latest' },
  { value: '-total', label: 'Largest total' },
  { value: 'total', label: 'Smallest total' },
  { value: 'number', label: 'Number A–Z' },
  { value: '-number', label: 'Number Z–A' },
];

/** The list's state lives in the address, so Back and a shared link return to the same view. */
export interface ListState {
  status: StatusFilter;
  q: string;
  sort: InvoiceSort;
  page: number;
  pageSize: number;
}

export function readListState(params: URLSearchParams): ListState {
  return {
    status: oneOf(params.get('status'), STATUS_FILTERS.map((filter) => filter.value), 'all'),
    q: params.get('q') ?? '',
    sort: oneOf(params.get('sort'), INVOICE_SORTS, '-issueDate'),
    page: positiveParam(params.get('page'), 1, PAGE_MAX),
    pageSize: positiveParam(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.q !== '') params.set('q', state.q);
  if (state.sort !== '-issueDate') params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('pageSize', String(state.pageSize));
  return params;
}

export function toApiFilters(state: ListState): InvoiceFilters {
  return {
    status: state.status === 'all' ? undefined : state.status,
    q: state.q.trim() === '' ? undefined : state.q.trim(),
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}
