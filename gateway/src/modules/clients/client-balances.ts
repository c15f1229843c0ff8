import type { SqlEntityManager } from '@mikro-orm/sql';
import { safeNumber } from '../../db/sql-text.ts';
import type { ClientBalance } from './client.mapper.ts';

/**
 * The SQL of one client's balance, for a lateral join on "c" (the client row): invoiced, paid and
 * outstanding over the invoices that count, i.e. neither drafts nor void.
 */
export const BALANCE_LATERAL = `left join lateral (
  select coalesce(sum(i.total), 0) as invoiced, coalesce(sum(i.amount_paid), 0) as paid, coalesce(sum(i.balance), 0) as outstanding
  from invoice i
  where i.account_id = c.account_id and i.client_id = c.id and i.status not in ('draft', 'void')
) b on true`;

export type BalanceRow = { invoiced: unknown; paid: unknown; outstanding: unknown };

export function toBalance(row: BalanceRow): ClientBalance {
  return { invoiced: safeNumber(row.invoiced), paid: safeNumber(row.paid), outstanding: safeNumber(row.outstanding) };
}

/** One client's balance; the account id is explicit because raw SQL bypasses the account filter. */
export async function clientBalance(em: SqlEntityManager, accountId: string, clientId: string): Promise<ClientBalance> {
  const [row] = await em.execute<BalanceRow[]>(
    `select b.* from client c ${BALANCE_LATERAL} where c.account_id = ? and c.id = ?`,
    [accountId, clientId],
  );
  return row ? toBalance(row) : { invoiced: 0, paid: 0, outstanding: 0 };
}
