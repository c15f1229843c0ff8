import type { Client as ClientBody } from '@ledgerline/contracts';
import type { IClient } from './client.entity.ts';

export type ClientBalance = ClientBody['balance'];
export const NO_BALANCE: ClientBalance = { invoiced: 0, paid: 0, outstanding: 0, credit: 0 };

export function toClientBody(client: IClient, balance: ClientBalance): ClientBody {
  return {
    id: client.id,
    name: client.name,
    company: client.company,
    email: client.email,
    phone: client.phone,
    contacts: client.contacts,
    billingAddress: client.billingAddress,
    siteAddress: client.siteAddress,
    currency: client.currency ?? null,
    taxId: client.taxId,
    notes: client.notes,
    archived: client.archived,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
    balance,
  };
}
