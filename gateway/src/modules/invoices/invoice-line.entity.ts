import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { trigramIndex } from '../../db/trigram-index.ts';
import { lineProperties, taxedBeforeProperties, tenantProperties } from '../document-core/document-properties.ts';
import { Invoice } from './invoice.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/** One line of an invoice, with the figures the calculator computed for it. */
export const InvoiceLine = defineEntity({
  name: 'InvoiceLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('invoice_line')],
  // Search: a line's text.
  indexes: [trigramIndex('invoice_line', 'invoice_line_description_trigram_index', 'lower("description")')],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule('cascade').index(),
    ...lineProperties(),
    ...taxedBeforeProperties(),
  },
});
export type IInvoiceLine = InferEntity<typeof InvoiceLine>;
