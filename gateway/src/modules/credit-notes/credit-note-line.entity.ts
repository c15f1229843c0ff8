import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { lineProperties, taxedBeforeProperties, tenantProperties } from '../document-core/document-properties.ts';
import { CreditNote } from './credit-note.entity.ts';

/**
 * One line of a credit note: a line of its invoice (named by `invoiceLineId`, kept as a plain id as
 * the credit note is a record of its own) with the quantity taken back and the calculator's figures.
 */
export const CreditNoteLine = defineEntity({
  name: 'CreditNoteLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    ...tenantProperties({ indexAccount: true }),
    creditNote: () => p.manyToOne(CreditNote).ref().deleteRule('cascade').index(),
    invoiceLineId: p.uuid(),
    ...lineProperties(),
    ...taxedBeforeProperties(),
  },
});
export type ICreditNoteLine = InferEntity<typeof CreditNoteLine>;
