import { describe, expect, it } from '@jest/globals';
import { createQueryClient } from './query-client.ts';
import { resourceKeys, userQueryKey } from './query-keys.ts';

describe('createQueryClient', () => {
  it('has the defaults of SPEC.md section 9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('query keys', () => {
  it('are API paths in parts', () => {
    const clients = resourceKeys('/api/clients');
    expect(clients.detail('42').join('/')).toBe('/api/clients/42');
    expect(clients.all).toEqual(['/api/clients']);
    expect(userQueryKey).toEqual(['/api/user']);
  });
});
