import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { INVOICE_STATUSES, type DiscountInput, type TaxAmount } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Client } from '../clients/client.entity.ts';

/**
 * An invoice and its totals. The totals are stored, always as the server's calculator computed
 * them from the lines, so lists and balances are plain reads; lines, payments and activity point
 * here (no inverse collections: they are loaded by their own queries).
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'invoice_account_number_unique', properties: ['account', 'number'] }],
  indexes: [
    // The list's default order (newest first, number as the tie-break), read one page at a time.
    {
      name: 'invoice_account_issue_date_index',
      columns: [{ name: 'account_id' }, { name: 'issue_date', sort: 'desc' }, { name: 'number', sort: 'desc' }],
    },
    { name: 'invoice_account_client_index', properties: ['account', 'client'] },
    { name: 'invoice_account_status_due_index', properties: ['account', 'status', 'dueDate'] },
    // Quick search by number prefix; text_pattern_ops lets LIKE 'abc%' use it under any collation.
    {
      name: 'invoice_account_number_search_index',
      expression: 'create index "invoice_account_number_search_index" on "invoice" ("account_id", lower("number") text_pattern_ops)',
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    client: () => p.manyToOne(Client).ref(),
    number: p.string().length(40),
    status: p.enum(INVOICE_STATUSES).default('draft'),
    issueDate: p.date(),
    dueDate: p.date(),
    currency: p.string().length(3),
    taxMode: p.enum(['exclusive', 'inclusive'] as const),
    discount: p.json<DiscountInput>().nullable(),
    notes: p.text().default(''),
    terms: p.text().default(''),
    subtotal: p.type(MinorUnitsType).columnType('bigint'),
    discountTotal: p.type(MinorUnitsType).columnType('bigint'),
    net: p.type(MinorUnitsType).columnType('bigint'),
    taxes: p.json<TaxAmount[]>(),
    taxTotal: p.type(MinorUnitsType).columnType('bigint'),
    total: p.type(MinorUnitsType).columnType('bigint'),
    amountPaid: p.type(MinorUnitsType).columnType('bigint'),
    balance: p.type(MinorUnitsType).columnType('bigint'),
    /** The secret of the public link: 32 random bytes, base64url; null until sent or once revoked. */
    publicToken: p.string().length(64).nullable().unique(),
    sentAt: p.datetime().nullable(),
    viewedAt: p.datetime().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IInvoice = InferEntity<typeof Invoice>;
