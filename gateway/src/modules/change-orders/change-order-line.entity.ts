import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { lineProperties, tenantProperties } from '../document-core/document-properties.ts';
import { ChangeOrder } from './change-order.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/** One line of a change order, with the figures the calculator computed for it; may be a credit. */
export const ChangeOrderLine = defineEntity({
  name: 'ChangeOrderLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('change_order_line')],
  // Search: a line's text.
  indexes: [trigramIndex('change_order_line', 'change_order_line_description_trigram_index', 'lower("description")')],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    changeOrder: () => p.manyToOne(ChangeOrder).ref().deleteRule('cascade').index(),
    ...lineProperties(),
  },
});
export type IChangeOrderLine = InferEntity<typeof ChangeOrderLine>;
