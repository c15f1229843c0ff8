import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHANGE_ORDER_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { headerProperties, publicLinkProperties, templateProperties, tenantProperties, totalsProperties, versionProperties } from '../document-core/document-properties.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/**
 * A change to the work of an accepted estimate: its own lines (negative ones take work out), so its
 * total is the cost delta; the days it adds; and the client's answer. Currency and tax mode are the
 * estimate's. Only an approved change order moves the job's contract value and completion date.
 */
export const ChangeOrder = defineEntity({
  name: 'ChangeOrder',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('change_order')],
  uniques: [{ name: 'change_order_account_number_unique', properties: ['account', 'number'] }],
  indexes: [
    // The admin dashboard's count of documents made in a period, across all accounts.
    { name: 'change_order_created_index', properties: ['createdAt'] },
    { name: 'change_order_account_estimate_index', properties: ['account', 'estimate'] },
    { name: 'change_order_account_status_index', properties: ['account', 'status'] },
    // Search: any part of the number, its end, and an amount equal to the total.
    trigramIndex('change_order', 'change_order_number_trigram_index', 'lower("number")'),
    {
      name: 'change_order_account_number_end_index',
      expression: 'create index "change_order_account_number_end_index" on "change_order" ("account_id", reverse(lower("number")) text_pattern_ops)',
    },
    { name: 'change_order_account_total_index', properties: ['account', 'total'] },
    // Quick search by number prefix; text_pattern_ops lets LIKE 'abc%' use it under any collation.
    {
      name: 'change_order_account_number_search_index',
      expression: 'create index "change_order_account_number_search_index" on "change_order" ("account_id", lower("number") text_pattern_ops)',
    },
  ],
  properties: {
    ...tenantProperties(),
    estimate: () => p.manyToOne(Estimate).ref(),
    /** The estimate's base number and this one's place among its change orders: "EST-0007-CO-01". */
    number: p.string().length(40),
    status: p.enum(CHANGE_ORDER_STATUSES).default('draft'),
    /** Its content's revision, as the client reads and signs it: 1, then one more with each edit (sending or its link never moves it). */
    revision: p.integer().default(1),
    reason: p.string().length(200),
    description: p.text().default(''),
    requestedBy: p.string().length(100).default(''),
    daysDelta: p.integer().default(0),
    approvalDeadline: p.date().nullable(),
    invoiceOnApproval: p.boolean().default(false),
    ...headerProperties(),
    ...totalsProperties(),
    /** Why the client declined it, or why it was voided. */
    closingReason: p.text().nullable(),
    /** The invoice that bills it: its own (invoice on approval) or a line of the job's next one; null while unbilled. */
    invoice: () => p.manyToOne(Invoice).ref().nullable(),
    ...publicLinkProperties(),
    ...templateProperties(),
    sentAt: p.datetime().nullable(),
    approvedAt: p.datetime().nullable(),
    ...versionProperties(),
  },
});
export type IChangeOrder = InferEntity<typeof ChangeOrder>;
