import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { RECORDED_PAYMENT_METHODS } from '@ledgerline/contracts';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Invoice } from './invoice.entity.ts';
import { ClientCredit } from '../credit-notes/client-credit.entity.ts';
import { dashboardDataChanged } from '../dashboard/dashboard-data-changed.trigger.ts';

/** Money received against an invoice. An invoice with payments is voided, never deleted. Made by recordPaymentRow only. */
export const Payment = defineEntity({
  name: 'Payment',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  triggers: [dashboardDataChanged('payment')],
  // Payments by date: the dashboard's paid this month and its chart.
  indexes: [{ name: 'payment_account_date_index', expression: 'create index "payment_account_date_index" on "payment" ("account_id", "date") include ("invoice_id", "amount")' }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    invoice: () => p.manyToOne(Invoice).ref().index(),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    date: p.date(),
    method: p.enum(RECORDED_PAYMENT_METHODS),
    /** The client's credit this payment used (method client_credit); given back if the payment is deleted. */
    clientCredit: () => p.manyToOne(ClientCredit).ref().nullable().index(),
    reference: p.string().length(100).default(''),
    /** Its place among the payments ever recorded on its invoice, from 1 (receiptNumberOf). */
    sequence: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPayment = InferEntity<typeof Payment>;
