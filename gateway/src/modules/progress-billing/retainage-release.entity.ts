import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { tenantProperties } from '../document-core/document-properties.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/** Retainage a job stops holding: billed on its own invoice, which names what it releases. */
export const RetainageRelease = defineEntity({
  name: 'RetainageRelease',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    ...tenantProperties({ indexAccount: true }),
    estimate: () => p.manyToOne(Estimate).ref().index(),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    invoice: () => p.manyToOne(Invoice).ref().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IRetainageRelease = InferEntity<typeof RetainageRelease>;
