import type { ClientListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The one key factory of clients, for the clients remote, the editors' client picker and the PDF alike. */
export const clientKeys = resourceKeys<'/api/clients', ClientListQuery>('/api/clients');
