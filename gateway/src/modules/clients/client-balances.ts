import type { SqlEntityManager } from '@mikro-orm/sql';
import { safeNumber } from '../../db/sql-text.ts';
import { NO_BALANCE, type ClientBalance } from './client.mapper.ts';
import { accountCurrencyOf, inAccountCurrency } from '../exchange-rates/account-currency-sql.ts';

const ACCOUNT_CURRENCY = accountCurrencyOf('c');
const converted = (amount: string) => `coalesce(sum(${inAccountCurrency(amount, 'i', ACCOUNT_CURRENCY)}), 0)`;

/**
 * The SQL of one client's balance, for a lateral join on "c" (the client row): invoiced (less what
 * credit notes took back), paid (less what they gave back) and outstanding over the invoices that
 * count, i.e. neither drafts nor void, and the client's credit still to use, all in the account's
 * currency: a document in another currency counts at the rate it recorded. One that recorded none
 * (saved before any rate was stored, with none typed) is left out rather than added at a guessed rate.
 */
export const BALANCE_LATERAL = `left join lateral (
  select ${converted('(i.total - i.amount_credited)')} as invoiced, ${converted('(i.amount_paid - i.amount_returned)')} as paid, ${converted('i.balance')} as outstanding,
    (select coalesce(sum(${inAccountCurrency('cc.remaining', 'n', ACCOUNT_CURRENCY)}), 0) from client_credit cc join credit_note n on n.id = cc.credit_note_id
      where cc.account_id = c.account_id and cc.client_id = c.id and cc.remaining > 0) as credit
  from invoice i
  where i.account_id = c.account_id and i.client_id = c.id and i.status not in ('draft', 'void')
) b on true`;

export type BalanceRow = { invoiced: unknown; paid: unknown; outstanding: unknown; credit: unknown };

export function toBalance(row: BalanceRow): ClientBalance {
  return { invoiced: safeNumber(row.invoiced), paid: safeNumber(row.paid), outstanding: safeNumber(row.outstanding), credit: safeNumber(row.credit) };
}

/** One client's balance; the account id is explicit because raw SQL bypasses the account filter. */
export async function clientBalance(em: SqlEntityManager, accountId: string, clientId: string): Promise<ClientBalance> {
  const [row] = await em.execute<BalanceRow[]>(
    `select b.* from client c ${BALANCE_LATERAL} where c.account_id = ? and c.id = ?`,
    [accountId, clientId],
  );
  return row ? toBalance(row) : NO_BALANCE;
}
