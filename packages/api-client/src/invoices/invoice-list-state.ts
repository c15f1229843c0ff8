import { AGING_BUCKETS, INVOICE_SORTS, type AgingBucketName } from '@ledgerline/contracts';
import { listState } from '@ledgerline/lists';
import type { InvoiceFilters } from './invoice-keys.ts';
import { invoicesQueryOptions } from './list-invoices.ts';

/** The invoice list's status filters ('all' first), as the address and the API name them. */
export const INVOICE_LIST_STATUSES = ['all', 'draft', 'sent', 'partial', 'paid', 'overdue', 'void', 'outstanding', 'issued'] as const;

/** A day as the address holds it (YYYY-MM-DD), '' for none: a pattern, so the shell's first chunk needs no zod. */
const isoDate = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const agingBucket = (value: string | null) => ((AGING_BUCKETS as readonly string[]).includes(value ?? '') ? (value as string) : '');

/**
 * The invoice list's state in the address, so Back and a shared link return to the same view. One
 * home for the screen that shows it and the shell, which asks for the page an address names while
 * the screen's code is still on its way. Besides status, search and sort: the filters the
 * dashboard's figures link to (an aging bucket, the issue period, the period of a payment).
 */
export const invoiceListState = listState({
  statuses: INVOICE_LIST_STATUSES,
  sorts: INVOICE_SORTS,
  defaultSort: '-issueDate',
  extras: { aging: agingBucket, from: isoDate, to: isoDate, paidFrom: isoDate, paidTo: isoDate },
});

/** The filters of a list state as the API takes them (the address was read to a bucket or ''). */
export function invoiceListFilters(state: ReturnType<typeof invoiceListState.read>): InvoiceFilters {
  const { aging, ...filters } = invoiceListState.filters(state);
  return { ...filters, aging: aging as AgingBucketName | undefined };
}

/** The query of the invoice page an address (its search part) names: the same key the list screen uses. */
export const invoiceListQueryOptions = (search: URLSearchParams) => invoicesQueryOptions(invoiceListFilters(invoiceListState.read(search)));
