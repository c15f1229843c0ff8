import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Address, Contact } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { Account } from '../accounts/account.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

export const Client = defineEntity({
  name: 'Client',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('client', 'update of name or delete')],
  // Lists and search read one account's clients by name; the lower-cased column keeps that an index range.
  indexes: [
    { name: 'client_account_name_index', properties: ['account', 'nameKey'] },
    // Search: any part of the name, company or an email.
    trigramIndex('client', 'client_search_key_trigram_index', '"search_key"'),
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    name: p.string().length(200),
    /** Lower-cased name, for case-insensitive sorting and prefix search. */
    nameKey: p.string().length(200),
    /** Lower-cased name, company, email and contacts in one column: search reads it without lower() per row. */
    searchKey: p.text().default(''),
    company: p.string().length(200).default(''),
    email: p.string().length(254).default(''),
    phone: p.string().length(40).default(''),
    contacts: p.json<Contact[]>(),
    billingAddress: p.json<Address>(),
    siteAddress: p.json<Address>(),
    currency: p.string().length(3).nullable(),
    taxId: p.string().length(60).default(''),
    notes: p.text().default(''),
    archived: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IClient = InferEntity<typeof Client>;
