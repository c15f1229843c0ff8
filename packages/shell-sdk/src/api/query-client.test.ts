import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { ApiError } from './api-error.ts';
import { createQueryClient, retryOnceBackOnline } from './query-client.ts';
import { userQueryKey } from './query-keys.ts';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('has the defaults of SPEC.md section 9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, networkMode: 'offlineFirst' });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });

  it('asks for the user again when any other call answers 401, so an ended session signs the app out', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: userQueryKey, queryFn: () => Promise.resolve(null), staleTime: Infinity });
    const signedOut = () => Promise.reject(new ApiError(401, 'Unauthorized', '{"message":"You are not signed in."}'));
    await expect(client.fetchQuery({ queryKey: ['/api/invoices'], queryFn: signedOut })).rejects.toThrow('401');
    // Invalidated: the guard watching it (ProtectedRoute) fetches it again at once.
    await waitFor(() => expect(client.getQueryState(userQueryKey)?.isInvalidated).toBe(true));
  });

  it('leaves the user alone when a call fails otherwise', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: userQueryKey, queryFn: () => Promise.resolve(null), staleTime: Infinity });
    await expect(client.fetchQuery({ queryKey: ['/api/clients'], queryFn: () => Promise.reject(new ApiError(500, 'Error', '')) })).rejects.toThrow('500');
    expect(client.getQueryState(userQueryKey)?.isInvalidated).toBe(false);
  });

  it('never retries a query that failed online', () => {
    expect(retryOnceBackOnline(0)).toBe(false);
  });

  it('tries a query once offline, then pauses it and retries once when back online', async () => {
    const client = createQueryClient();
    // Mounting subscribes the client to online changes, as <QueryClientProvider> does in the app.
    client.mount();
    onlineManager.setOnline(false);
    const queryFn = jest.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('fresh');
    const result = client.fetchQuery({ queryKey: ['/api/clients'], queryFn });
    await waitFor(() => expect(client.getQueryState(['/api/clients'])?.fetchStatus).toBe('paused'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('fresh');
    expect(queryFn).toHaveBeenCalledTimes(2);
    client.unmount();
  });

  it('fails a mutation at once while offline instead of queueing it', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const mutationFn = jest.fn<() => Promise<never>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
