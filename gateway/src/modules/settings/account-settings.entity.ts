import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ESTIMATE_SETTINGS_DEFAULTS, type Address, type TaxRate } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/** The business's invoicing settings, one row per account, created with the account. */
export const AccountSettings = defineEntity({
  name: 'AccountSettings',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('account_settings', 'insert or update of currency')],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.oneToOne(Account).ref().owner().unique(),
    businessName: p.string().length(200),
    email: p.string().length(254).default(''),
    phone: p.string().length(40).default(''),
    address: p.json<Address>(),
    taxId: p.string().length(60).default(''),
    currency: p.string().length(3),
    taxMode: p.enum(['exclusive', 'inclusive'] as const).default('exclusive'),
    taxRates: p.json<TaxRate[]>(),
    invoiceNumberPattern: p.string().length(40).default('INV-{YYYY}-{0000}'),
    paymentTermsDays: p.integer().default(30),
    estimateNumberPattern: p.string().length(40).default(ESTIMATE_SETTINGS_DEFAULTS.estimateNumberPattern),
    estimateValidityDays: p.integer().default(ESTIMATE_SETTINGS_DEFAULTS.estimateValidityDays),
    paymentInstructions: p.text().default(''),
    defaultTerms: p.text().default(''),
    defaultNotes: p.text().default(''),
    /** Null follows the business's country. */
    paperSize: p.enum(['A4', 'LETTER'] as const).nullable(),
    acceptOnlinePayments: p.boolean().default(false),
    allowPartialPayments: p.boolean().default(false),
    minimumPartialPayment: p.type(MinorUnitsType).columnType('bigint').default(0),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type IAccountSettings = InferEntity<typeof AccountSettings>;
