import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@ledgerline/shell-sdk';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { useSendInvoice } from './invoice-resource.ts';

const ID = '0b7e8f9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('marking an invoice sent', () => {
  // React Query hands a mutation function its own context as a second argument; send's second
  // parameter is the email, so leaking that context made "Mark sent" an email request (400).
  it('sends no body when no email is given', async () => {
    const fetchMock = fakeApi((url) => (url === `/api/invoices/${ID}/send` ? { status: 404, body: { message: 'No such invoice.' } } : undefined));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSendInvoice(), { wrapper });
    await act(() => expect(result.current.mutateAsync(ID)).rejects.toThrow());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });
});
