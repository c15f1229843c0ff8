import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { tenantProperties } from '../document-core/document-properties.ts';
import { Estimate } from '../estimates/estimate.entity.ts';

/**
 * What a job keeps back from each pay application (progress-billing.ts in contracts): percentages as
 * decimal text. A job without a row retains nothing. Fixed once an application is invoiced.
 */
export const JobRetainage = defineEntity({
  name: 'JobRetainage',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    ...tenantProperties({ indexAccount: true }),
    estimate: () => p.oneToOne(Estimate).ref().owner(),
    workRate: p.string().length(8),
    storedRate: p.string().length(8),
    stepAtPercent: p.string().length(8).nullable(),
    stepRate: p.string().length(8).nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IJobRetainage = InferEntity<typeof JobRetainage>;
