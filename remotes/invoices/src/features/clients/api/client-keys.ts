import { resourceKeys } from '@ledgerline/shell-sdk';

const clients = resourceKeys('/api/clients');

/** Shares the '/api/clients' prefix with the clients remote, so a change here refreshes its lists too. */
export const clientKeys = {
  all: clients.all,
  picker: (q: string) => [...clients.all, 'picker', q] as const,
};
