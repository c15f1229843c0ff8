import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { invoiceSchema, type Invoice } from '@ledgerline/contracts';
import { invoiceKeys } from './invoice-keys.ts';

export async function getInvoice(id: string): Promise<Invoice> {
  const response = await apiRequest('GET', `/api/invoices/${encodeURIComponent(id)}`);
  return invoiceSchema.parse(await response.json());
}

export const invoiceQueryOptions = (id: string) => queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: id !== undefined });
}
