import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Client } from '../clients/client.entity.ts';
import { CreditNote } from './credit-note.entity.ts';

/**
 * Money a credit note left with the business as the client's credit, in the credit note's currency.
 * Each invoice of the client in that currency, once issued, takes what it can of it as a payment
 * (method client_credit), oldest credit first; `remaining` is what is still to use.
 */
export const ClientCredit = defineEntity({
  name: 'ClientCredit',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  indexes: [{ name: 'client_credit_open_index', expression: `create index "client_credit_open_index" on "client_credit" ("account_id", "client_id", "currency", "created_at") where "remaining" > 0` }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    client: () => p.manyToOne(Client).ref().index(),
    creditNote: () => p.manyToOne(CreditNote).ref().index(),
    currency: p.string().length(3),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    remaining: p.type(MinorUnitsType).columnType('bigint'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IClientCredit = InferEntity<typeof ClientCredit>;
