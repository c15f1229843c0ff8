import type { ClientListQuery } from '@ledgerline/contracts';

/** Query keys of clients. Every key starts with the API path, so invalidating `all` refreshes lists and details. */
export const clientKeys = {
  all: ['/api/clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: ClientListQuery) => [...clientKeys.lists(), query] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
};
