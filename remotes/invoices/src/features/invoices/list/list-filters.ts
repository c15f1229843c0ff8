import { INVOICE_OVERDUE, INVOICE_SORTS, statusLabel } from '@ledgerline/contracts';
import { invoiceListFilters, type InvoiceFilters, type INVOICE_LIST_STATUSES } from '@ledgerline/api-client';
import type { ListState as ListStateOf } from '@ledgerline/lists';

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
] as const satisfies readonly { value: (typeof INVOICE_LIST_STATUSES)[number]; label: string }[];
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

/** The list's state in the address, with the filters the dashboard's figures link to. */
export type ListState = ListStateOf<StatusFilter, InvoiceSort, 'aging' | 'from' | 'to' | 'paidFrom' | 'paidTo'>;

export const toApiFilters: (state: ListState) => InvoiceFilters = invoiceListFilters;
