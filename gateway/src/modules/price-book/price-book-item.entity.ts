import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TaxRate } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { tenantProperties } from '../document-core/document-properties.ts';

/** An item of the account's price book (see priceBookItemInputSchema). Its cost and markup never reach a document. */
export const PriceBookItem = defineEntity({
  name: 'PriceBookItem',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    ...tenantProperties({ indexAccount: true }),
    name: p.string().length(120),
    description: p.text().default(''),
    unit: p.string().length(20).default(''),
    category: p.string().length(60).default(''),
    unitCost: p.type(MinorUnitsType).columnType('bigint').nullable(),
    markup: p.string().length(16).nullable(),
    unitPrice: p.type(MinorUnitsType).columnType('bigint'),
    taxes: p.json<TaxRate[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IPriceBookItem = InferEntity<typeof PriceBookItem>;
