import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Address, DepositRequest } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { headerProperties, tenantProperties, totalsProperties } from '../document-core/document-properties.ts';
import { Estimate } from './estimate.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/**
 * One revision of an estimate: what it proposed, and what became of it. The current revision is
 * edited while a draft or sent; once accepted or declined it is locked, and the next revision is a
 * new row. Totals count the lines that are not optional, and once accepted the optional lines the
 * client chose (chosenOptionalLineIds).
 */
export const EstimateRevision = defineEntity({
  name: 'EstimateRevision',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('estimate_revision')],
  uniques: [{ name: 'estimate_revision_estimate_revision_unique', properties: ['estimate', 'revision'] }],
  // Search: an amount equal to the total, and a job by any part of its title.
  indexes: [
    { name: 'estimate_revision_account_total_index', properties: ['account', 'total'] },
    trigramIndex('estimate_revision', 'estimate_revision_job_title_trigram_index', 'lower("job_title")'),
  ],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    estimate: () => p.manyToOne(Estimate).ref().deleteRule('cascade'),
    revision: p.integer(),
    issueDate: p.date(),
    validUntil: p.date(),
    ...headerProperties(),
    /** The job's name, printed on every document of the job; '' when none was given. */
    jobTitle: p.string().length(120).default(''),
    siteAddress: p.json<Address>().nullable(),
    deposit: p.json<DepositRequest>().nullable(),
    completionDate: p.date().nullable(),
    ...totalsProperties(),
    chosenOptionalLineIds: p.json<string[]>(),
    sentAt: p.datetime().nullable(),
    acceptedAt: p.datetime().nullable(),
    declinedAt: p.datetime().nullable(),
    declineReason: p.text().nullable(),
  },
});
export type IEstimateRevision = InferEntity<typeof EstimateRevision>;
