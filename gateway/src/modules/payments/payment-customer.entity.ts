import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { PROVIDER_MODES } from './payment-gateway.ts';

/** The provider's customer of an account, per mode: switching to Stripe starts a new customer. */
export const PaymentCustomer = defineEntity({
  name: 'PaymentCustomer',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [{ name: 'payment_customer_account_mode_unique', properties: ['account', 'mode'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    mode: p.enum(PROVIDER_MODES),
    customerId: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPaymentCustomer = InferEntity<typeof PaymentCustomer>;
