import type { Orm } from '../../db/orm.ts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { Account } from '../accounts/account.entity.ts';
import { PaymentCustomer } from './payment-customer.entity.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentsOffError } from './payments-off-gateway.ts';

/**
 * The provider's customer of an account, created the first time it is needed. The provider call's
 * idempotency key is fixed per account and mode, so two first requests at once make one customer.
 */
export async function customerOf(orm: Orm, gateway: PaymentGateway, accountId: string, email: string): Promise<string> {
  const { mode } = gateway;
  if (mode === 'off') throw paymentsOffError();
  const em = orm.em.fork();
  scopeToAccount(em, accountId);
  const known = await em.findOne(PaymentCustomer, { account: accountId, mode });
  if (known) return known.customerId;
  const account = await em.findOneOrFail(Account, accountId);
  const { customerId } = await gateway.createCustomer({ accountId, email, name: account.name, idempotencyKey: `customer:${accountId}` });
  await em
    .getConnection()
    .execute(
      `insert into "payment_customer" ("id", "account_id", "mode", "customer_id", "created_at") values (gen_random_uuid(), ?, ?, ?, ?) on conflict ("account_id", "mode") do nothing`,
      [accountId, gateway.mode, customerId, new Date()],
    );
  return customerId;
}
