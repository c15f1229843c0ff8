import { INVOICE_SORTS } from '@ledgerline/contracts';
import { listState } from '@ledgerline/shell-sdk';
import { invoicesQueryOptions } from './list-invoices.ts';

/** The invoice list's status filters ('all' first), as the address and the API name them. */
export const INVOICE_LIST_STATUSES = ['all', 'draft', 'sent', 'partial', 'paid', 'overdue', 'void'] as const;

/**
 * The invoice list's state in the address. One home for the screen that shows it and the shell,
 * which asks for the page an address names while the screen's code is still on its way.
 */
export const invoiceListState = listState({ statuses: INVOICE_LIST_STATUSES, sorts: INVOICE_SORTS, defaultSort: '-issueDate' });

/** The query of the invoice page an address (its search part) names: the same key the list screen uses. */
export const invoiceListQueryOptions = (search: URLSearchParams) => invoicesQueryOptions(invoiceListState.filters(invoiceListState.read(search)));
