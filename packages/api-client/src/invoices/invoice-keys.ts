import type { InvoiceListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The filters of an invoice list as the API takes them; absent ones take the API's defaults. */
export type InvoiceFilters = Partial<InvoiceListQuery>;

/** The one key factory of invoices: the invoices remote's screens and a client's invoices share it. */
export const invoiceKeys = resourceKeys<'/api/invoices', InvoiceFilters>('/api/invoices');
