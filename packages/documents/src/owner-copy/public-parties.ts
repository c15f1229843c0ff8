import type { AccountSettings, Client, PublicBusiness, PublicClient } from '@ledgerline/contracts';

/** The business block as every document prints it, from the account settings the owner's app holds. */
export function toPublicBusiness(settings: AccountSettings): PublicBusiness {
  return { name: settings.businessName, email: settings.email, phone: settings.phone, address: settings.address, taxId: settings.taxId };
}

/** The client block as every document prints it: no id, no internal notes. */
export function toPublicClient(client: Client): PublicClient {
  return { name: client.name, company: client.company, email: client.email, billingAddress: client.billingAddress, taxId: client.taxId };
}
