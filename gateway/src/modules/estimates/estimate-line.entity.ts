import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { lineProperties, tenantProperties } from '../document-core/document-properties.ts';
import { EstimateRevision } from './estimate-revision.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/**
 * One line of an estimate revision. An optional line is offered, not proposed: it counts in the
 * totals only once the client chose it on acceptance.
 */
export const EstimateLine = defineEntity({
  name: 'EstimateLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('estimate_line')],
  // Search: a line's text.
  indexes: [trigramIndex('estimate_line', 'estimate_line_description_trigram_index', 'lower("description")')],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    revision: () => p.manyToOne(EstimateRevision).ref().deleteRule('cascade').index(),
    optional: p.boolean().default(false),
    ...lineProperties(),
  },
});
export type IEstimateLine = InferEntity<typeof EstimateLine>;
