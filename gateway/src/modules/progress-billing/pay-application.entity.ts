import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAY_APPLICATION_STATUSES } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { tenantProperties } from '../document-core/document-properties.ts';
import { Estimate } from '../estimates/estimate.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/**
 * One period's claim on a job billed in stages (an accepted estimate): what was done on each line of
 * the schedule of values (pay-application-line.entity.ts). Numbered 1, 2, … per job; only the last
 * one may be a draft, and once invoiced it is never edited: a correction is the next period or a
 * credit note. Nothing "previous" is stored: it is the sum of the applications before.
 */
export const PayApplication = defineEntity({
  name: 'PayApplication',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'pay_application_estimate_sequence_unique', properties: ['estimate', 'sequence'] }],
  properties: {
    ...tenantProperties({ indexAccount: true }),
    estimate: () => p.manyToOne(Estimate).ref(),
    sequence: p.integer(),
    periodTo: p.date(),
    status: p.enum(PAY_APPLICATION_STATUSES).default('draft'),
    invoice: () => p.manyToOne(Invoice).ref().nullable().index(),
    /** The deposits of the job this application's invoice deducts, each deducted once across the job. */
    nettedDepositIds: p.json<string[]>(),
    /** What its invoice held back as retainage (recorded when invoiced): a job holds the sum of these less its releases. */
    retainage: p.type(MinorUnitsType).columnType('bigint').default(0),
    /** The secret of the page its client certifies it on, once submitted. */
    publicToken: p.string().length(64).nullable().unique(),
    /** The payment due the contractor asked, kept when the client certified it (the lines then hold what was certified). */
    requestedPaymentDue: p.type(MinorUnitsType).columnType('bigint').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IPayApplication = InferEntity<typeof PayApplication>;
