import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { clientProperties, publicLinkProperties, templateProperties, tenantProperties, versionProperties } from '../document-core/document-properties.ts';
import { STORED_ESTIMATE_STATUSES } from './estimate-status.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/**
 * An estimate: its number, client, public link and where it stands. What it proposes (dates, lines,
 * totals, texts) lives in its revisions, one row each (estimate-revision.entity.ts); `revision` is
 * the current one. An accepted or declined revision is never edited again: revising starts the
 * next one, so every revision a client saw or signed stays readable.
 */
export const Estimate = defineEntity({
  name: 'Estimate',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('estimate')],
  uniques: [{ name: 'estimate_account_base_number_unique', properties: ['account', 'baseNumber'] }],
  indexes: [
    // The admin dashboard's count of documents made in a period, across all accounts.
    { name: 'estimate_created_index', properties: ['createdAt'] },
    { name: 'estimate_account_client_index', properties: ['account', 'client'] },
    { name: 'estimate_account_status_index', properties: ['account', 'status'] },
    // Search: any part of the number, and its end.
    trigramIndex('estimate', 'estimate_number_trigram_index', 'lower("base_number")'),
    {
      name: 'estimate_account_number_end_index',
      expression: 'create index "estimate_account_number_end_index" on "estimate" ("account_id", reverse(lower("base_number")) text_pattern_ops)',
    },
    // Quick search by number prefix; text_pattern_ops lets LIKE 'abc%' use it under any collation.
    {
      name: 'estimate_account_number_search_index',
      expression: 'create index "estimate_account_number_search_index" on "estimate" ("account_id", lower("base_number") text_pattern_ops)',
    },
  ],
  properties: {
    ...tenantProperties(),
    ...clientProperties(),
    /** The number without its revision suffix: "EST-0007" (revisionNumber adds "-R2"). */
    baseNumber: p.string().length(40),
    revision: p.integer().default(1),
    /** The current revision's status; expired is derived from its valid-until date when read. */
    status: p.enum(STORED_ESTIMATE_STATUSES).default('draft'),
    ...publicLinkProperties(),
    ...templateProperties(),
    ...versionProperties(),
  },
});
export type IEstimate = InferEntity<typeof Estimate>;
