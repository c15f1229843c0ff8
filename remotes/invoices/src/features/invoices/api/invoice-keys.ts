import { resourceKeys } from '@ledgerline/shell-sdk';
import type { InvoiceListQuery } from '@ledgerline/contracts';

const invoices = resourceKeys('/api/invoices');

/**
 * Every invoice key starts with the API path, so invalidating `all` after a change refreshes lists
 * and details alike. A detail key is the path in parts, which the shell's default loader can GET.
 */
export const invoiceKeys = {
  all: invoices.all,
  lists: () => [...invoices.all, 'list'] as const,
  list: (query: Partial<InvoiceListQuery>) => [...invoices.all, 'list', query] as const,
  detail: invoices.detail,
};
