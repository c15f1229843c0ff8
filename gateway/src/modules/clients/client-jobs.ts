import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ClientJobs } from '@ledgerline/contracts';
import { safeNumber } from '../../db/sql-text.ts';
import { accountCurrencyOf, inAccountCurrency } from '../exchange-rates/account-currency-sql.ts';
import { JOB_STATUS_SQL } from '../estimates/estimate-status.ts';
import { RETAINAGE_HELD_SQL } from '../progress-billing/retainage-held-sql.ts';

/*
 * Raw SQL, so each part names the account itself. A job is an accepted estimate (accepted, partly
 * or wholly invoiced): its contract value is its accepted total plus its approved change orders.
 */

/** Contract values are in the account's currency, each document at the rate it recorded (account-currency-sql.ts). */
const inAccount = (amount: string, doc: string) => inAccountCurrency(amount, doc, accountCurrencyOf('e'));

/** A new client's: nothing yet. */
export const NO_JOBS: ClientJobs = { estimates: 0, changeOrders: 0, contractValue: 0, retainageHeld: 0 };

/** One client's estimates and change orders: how many, the contract value of its jobs, and the retainage they hold. */
export async function clientJobs(em: SqlEntityManager, accountId: string, clientId: string): Promise<ClientJobs> {
  const [row] = await em.execute<{ estimates: unknown; change_orders: unknown; accepted: unknown; approved: unknown; retainage: unknown }[]>(
    `select
      (select count(*) from estimate e where e.account_id = ? and e.client_id = ?) as estimates,
      (select count(*) from change_order co join estimate e on e.id = co.estimate_id where co.account_id = ? and e.client_id = ?) as change_orders,
      (select coalesce(sum(${inAccount('r.total', 'r')}), 0) from estimate e join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision
        where e.account_id = ? and e.client_id = ? and ${JOB_STATUS_SQL}) as accepted,
      (select coalesce(sum(${inAccount('co.total', 'co')}), 0) from change_order co join estimate e on e.id = co.estimate_id
        where co.account_id = ? and e.client_id = ? and co.status = 'approved' and ${JOB_STATUS_SQL}) as approved,
      (select coalesce(sum(${inAccount(RETAINAGE_HELD_SQL, 'r')}), 0) from estimate e join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision
        where e.account_id = ? and e.client_id = ? and ${JOB_STATUS_SQL}) as retainage`,
    [accountId, clientId, accountId, clientId, accountId, clientId, accountId, clientId, accountId, clientId],
  );
  return {
    estimates: safeNumber(row?.estimates),
    changeOrders: safeNumber(row?.change_orders),
    contractValue: safeNumber(row?.accepted) + safeNumber(row?.approved),
    retainageHeld: safeNumber(row?.retainage),
  };
}
