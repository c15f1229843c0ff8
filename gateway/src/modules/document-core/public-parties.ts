import type { PublicBusiness, PublicClient } from '@ledgerline/contracts';
import type { IClient } from '../clients/client.entity.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';

/** The sender's block of every public document: the business as its settings describe it. */
export function toPublicBusiness(settings: IAccountSettings): PublicBusiness {
  return { name: settings.businessName, email: settings.email, phone: settings.phone, address: settings.address, taxId: settings.taxId };
}

/** The recipient's block of every public document: no ids, no internal notes. */
export function toPublicClient(client: IClient): PublicClient {
  return { name: client.name, company: client.company, email: client.email, billingAddress: client.billingAddress, taxId: client.taxId };
}
