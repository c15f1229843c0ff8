import { describe, expect, it } from '@jest/globals';
import { resourceKeys } from './resource-keys.ts';

describe('resourceKeys', () => {
  it('starts every key with the API path, so a prefix reaches lists and details alike', () => {
    const clients = resourceKeys<'/api/clients', { q?: string }>('/api/clients');
    expect(clients.detail('42').join('/')).toBe('/api/clients/42');
    expect(clients.list({ q: 'harb' })).toEqual(['/api/clients', 'list', { q: 'harb' }]);
    for (const key of [clients.lists(), clients.list({}), clients.detail('42')]) expect(key.slice(0, 1)).toEqual(clients.all);
    expect(clients.list({}).slice(0, 2)).toEqual(clients.lists());
  });
});
