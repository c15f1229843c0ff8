import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { INVOICE_SOURCE_ROLES, INVOICE_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import {
  clientProperties,
  headerProperties,
  lineLayoutProperties,
  publicLinkProperties,
  templateProperties,
  tenantProperties,
  totalsProperties,
  versionProperties,
} from '../document-core/document-properties.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/**
 * An invoice and its totals. The totals are stored, always as the server's calculator computed
 * them from the lines, so lists and balances are plain reads; lines and payments point here, and
 * activity names it as its subject (no inverse collections: they are loaded by their own queries).
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('invoice')],
  uniques: [
    { name: 'invoice_account_number_unique', properties: ['account', 'number'] },
    // The same conversion of an estimate (or invoice of a change order) can never happen twice; an
    // estimate's deposits are told apart by their place in its sequence.
    { name: 'invoice_source_unique', properties: ['sourceKind', 'sourceId', 'sourceRole', 'sourceSequence'] },
  ],
  indexes: [
    // The admin dashboard's count of documents made in a period, across all accounts.
    { name: 'invoice_created_index', properties: ['createdAt'] },
    // The list's default order (newest first, number as the tie-break), read one page at a time.
    {
      name: 'invoice_account_issue_date_index',
      columns: [{ name: 'account_id' }, { name: 'issue_date', sort: 'desc' }, { name: 'number', sort: 'desc' }],
    },
    { name: 'invoice_account_client_index', properties: ['account', 'client'] },
    // Search: any part of the number, its end, and an amount equal to the total.
    trigramIndex('invoice', 'invoice_number_trigram_index', 'lower("number")'),
    {
      name: 'invoice_account_number_end_index',
      expression: 'create index "invoice_account_number_end_index" on "invoice" ("account_id", reverse(lower("number")) text_pattern_ops)',
    },
    { name: 'invoice_account_total_index', properties: ['account', 'total'] },
    { name: 'invoice_account_status_due_index', properties: ['account', 'status', 'dueDate'] },
    // The dashboard's aging reads outstanding balances from this index alone.
    {
      name: 'invoice_account_owed_index',
      expression: `create index "invoice_account_owed_index" on "invoice" ("account_id", "due_date") include ("client_id", "balance", "currency", "exchange_rate") where "status" in ('sent', 'partial')`,
    },
    // Quick search by number prefix; text_pattern_ops lets LIKE 'abc%' use it under any collation.
    {
      name: 'invoice_account_number_search_index',
      expression: 'create index "invoice_account_number_search_index" on "invoice" ("account_id", lower("number") text_pattern_ops)',
    },
  ],
  properties: {
    ...tenantProperties(),
    ...clientProperties(),
    ...headerProperties(),
    number: p.string().length(40),
    status: p.enum(INVOICE_STATUSES).default('draft'),
    issueDate: p.date(),
    dueDate: p.date(),
    ...lineLayoutProperties(),
    ...totalsProperties(),
    amountPaid: p.type(MinorUnitsType).columnType('bigint'),
    /** What its credit notes took back, in all. */
    amountCredited: p.type(MinorUnitsType).columnType('bigint').default(0),
    /** What of the money paid went back out through credit notes (refunded, or kept as the client's credit). */
    amountReturned: p.type(MinorUnitsType).columnType('bigint').default(0),
    balance: p.type(MinorUnitsType).columnType('bigint'),
    /** How many payments were ever recorded on it, deleted ones included: the next payment's place, which its receipt number prints. */
    paymentsRecorded: p.integer().default(0),
    /** The estimate or change order this invoice was made from, and as what; null for an invoice written directly. */
    sourceKind: p.enum(['estimate', 'change_order'] as const).nullable(),
    sourceId: p.uuid().nullable(),
    sourceRole: p.enum(INVOICE_SOURCE_ROLES).nullable(),
    /** Its place among the invoices of the same source and role: 0 for the first deposit, 1 for the next; 0 for any other. */
    sourceSequence: p.integer().default(0),
    ...publicLinkProperties(),
    ...templateProperties(),
    sentAt: p.datetime().nullable(),
    ...versionProperties(),
  },
});
export type IInvoice = InferEntity<typeof Invoice>;
