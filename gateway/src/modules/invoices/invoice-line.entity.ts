import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DiscountInput, TaxAmount, TaxRate } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Invoice } from './invoice.entity.ts';

/** One line of an invoice, with the figures the calculator computed for it. */
export const InvoiceLine = defineEntity({
  name: 'InvoiceLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule('cascade').index(),
    position: p.integer(),
    description: p.text(),
    /** Exact decimal text (up to 4 places), never a float. */
    quantity: p.string().length(24),
    unitPrice: p.type(MinorUnitsType).columnType('bigint'),
    unit: p.string().length(20).default(''),
    taxes: p.json<TaxRate[]>(),
    discount: p.json<DiscountInput>().nullable(),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    discountShare: p.type(MinorUnitsType).columnType('bigint'),
    net: p.type(MinorUnitsType).columnType('bigint'),
    taxAmounts: p.json<TaxAmount[]>(),
    total: p.type(MinorUnitsType).columnType('bigint'),
  },
});
export type IInvoiceLine = InferEntity<typeof InvoiceLine>;
