import { addressSchema, clientInputSchema, type Client, type ClientInput } from '@ledgerline/contracts';

/** What the client form holds: the API input, except that "no currency of its own" is an empty select. */
export type ClientFormValues = Omit<ClientInput, 'currency'> & { currency?: string | undefined };

const emptyAddress = () => addressSchema.parse({});

export function emptyClientFormValues(): ClientFormValues {
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    contacts: [],
    billingAddress: emptyAddress(),
    siteAddress: emptyAddress(),
    currency: undefined,
    taxId: '',
    notes: '',
  };
}

export function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    company: client.company,
    email: client.email,
    phone: client.phone,
    contacts: client.contacts,
    billingAddress: client.billingAddress,
    siteAddress: client.siteAddress,
    currency: client.currency ?? undefined,
    taxId: client.taxId,
    notes: client.notes,
  };
}

/** The form's values checked by the same schema the server uses; an empty currency select means none. */
export function parseClientForm(values: ClientFormValues) {
  return clientInputSchema.safeParse({ ...values, currency: values.currency ?? null });
}
