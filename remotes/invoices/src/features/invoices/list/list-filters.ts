import { AGING_BUCKETS, INVOICE_OVERDUE, type AgingBucketName, INVOICE_SORTS, isoDateSchema, statusLabel } from '@ledgerline/contracts';
import type { InvoiceFilters } from '@ledgerline/api-client';
import { listState, type ListState as ListStateOf } from '@ledgerline/shell-sdk';

/** The list's status filters, each named by its status's one label. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: statusLabel('invoice', 'draft') },
  { value: 'sent', label: statusLabel('invoice', 'sent') },
  { value: 'partial', label: statusLabel('invoice', 'partial') },
  { value: 'paid', label: statusLabel('invoice', 'paid') },
  { value: 'overdue', label: INVOICE_OVERDUE.label },
  { value: 'void', label: statusLabel('invoice', 'void') },
  { value: 'outstanding', label: 'Outstanding' },
  { value: 'issued', label: 'Issued' },
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

const isoDate = (value: string | null) => (value !== null && isoDateSchema.safeParse(value).success ? value : '');
const agingBucket = (value: string | null) => (AGING_BUCKETS as readonly string[]).includes(value ?? '') ? (value as string) : '';

/**
 * The list's state lives in the address, so Back and a shared link return to the same view. Its own
 * filters, which the dashboard's figures link to: an aging bucket, the issue period and the period
 * of a payment (ISO dates, '' for open-ended).
 */
export const invoiceListState = listState({
  statuses: STATUS_FILTERS.map((filter) => filter.value),
  sorts: INVOICE_SORTS,
  defaultSort: '-issueDate',
  extras: { aging: agingBucket, from: isoDate, to: isoDate, paidFrom: isoDate, paidTo: isoDate },
});
export type ListState = ListStateOf<StatusFilter, InvoiceSort, 'aging' | 'from' | 'to' | 'paidFrom' | 'paidTo'>;

/** The aging filter as the API types it (the address was read to a bucket or ''). */
export function toApiFilters(state: ListState): InvoiceFilters {
  const { aging, ...filters } = invoiceListState.filters(state);
  return { ...filters, aging: aging as AgingBucketName | undefined };
}
