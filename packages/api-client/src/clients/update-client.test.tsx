import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { addressSchema, type Client } from '@ledgerline/contracts';
import { createQueryClient } from '@ledgerline/shell-sdk';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { invoicesQueryOptions } from '../invoices/list-invoices.ts';
import { clientQueryOptions } from './get-client.ts';
import { clientListQueryOptions, clientPickerQuery } from './list-clients.ts';
import { useUpdateClient } from './update-client.ts';

const ID = '0b7e8f9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function client(city: string): Client {
  return {
    id: ID, name: 'Harbor Renovations', company: '', email: '', phone: '', contacts: [],
    billingAddress: { ...addressSchema.parse({}), city }, siteAddress: addressSchema.parse({}),
    currency: null, taxId: '', notes: '', archived: false,
    createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
    balance: { invoiced: 0, paid: 0, outstanding: 0, credit: 0 },
  };
}

describe('one key per resource', () => {
  it('gives the saved address to every screen that reads the client, and refreshes the lists naming it', async () => {
    fakeApi((url, init) => (url === `/api/clients/${ID}` && init?.method === 'PUT' ? { body: client('Tacoma') } : undefined));
    const queryClient = createQueryClient();
    // What an invoice PDF read earlier, and lists shown earlier (the picker's and an invoice list).
    queryClient.setQueryData(clientQueryOptions(ID).queryKey, client('Seattle'));
    queryClient.setQueryData(clientListQueryOptions(clientPickerQuery('harb')).queryKey, { items: [client('Seattle')], total: 1, page: 1, pageSize: 20 });
    queryClient.setQueryData(invoicesQueryOptions({ clientId: ID }).queryKey, { items: [], total: 0, page: 1, pageSize: 50 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

    const { result } = renderHook(() => useUpdateClient(ID), { wrapper });
    const { balance: _balance, id: _id, archived: _archived, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = client('Tacoma');
    await act(() => result.current.mutateAsync(input));

    expect(queryClient.getQueryData<Client>(clientQueryOptions(ID).queryKey)?.billingAddress.city).toBe('Tacoma');
    expect(queryClient.getQueryState(clientListQueryOptions(clientPickerQuery('harb')).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(invoicesQueryOptions({ clientId: ID }).queryKey)?.isInvalidated).toBe(true);
  });
});
