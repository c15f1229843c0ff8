import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TaxRate } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { tenantProperties } from '../document-core/document-properties.ts';
import { PayApplication } from './pay-application.entity.ts';

const money = () => p.type(MinorUnitsType).columnType('bigint');

/**
 * One line of the schedule of values as an application found it (its source, text, value and taxes,
 * which are those of a signed estimate or an approved change order and so never change), with what
 * the application entered: the work done this period and the materials presently stored.
 */
export const PayApplicationLine = defineEntity({
  name: 'PayApplicationLine',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  properties: {
    ...tenantProperties({ indexAccount: true }),
    payApplication: () => p.manyToOne(PayApplication).ref().deleteRule('cascade').index(),
    position: p.integer(),
    /** The estimate line's or change order line's id. */
    scheduleKey: p.uuid(),
    source: p.string().length(60),
    description: p.text(),
    scheduledValue: money(),
    taxes: p.json<TaxRate[]>(),
    workThisPeriod: money(),
    materialsStored: money(),
  },
});
export type IPayApplicationLine = InferEntity<typeof PayApplicationLine>;
