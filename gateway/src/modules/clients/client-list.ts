import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ClientList, ClientListQuery } from '@ledgerline/contracts';
import { containsPattern } from '../../db/sql-text.ts';
import { BALANCE_LATERAL, toBalance, type BalanceRow } from './client-balances.ts';
import { Client } from './client.entity.ts';
import { toClientBody } from './client.mapper.ts';

const ORDER: Record<ClientListQuery['sort'], string> = {
  name: 'c.name_key asc, c.id asc',
  '-name': 'c.name_key desc, c.id desc',
  createdAt: 'c.created_at asc, c.id asc',
  '-createdAt': 'c.created_at desc, c.id desc',
  outstanding: 'b.outstanding asc, c.name_key asc, c.id asc',
  '-outstanding': 'b.outstanding desc, c.name_key asc, c.id asc',
};

const ARCHIVED: Record<ClientListQuery['archived'], string> = {
  exclude: ' and not c.archived',
  include: '',
  only: ' and c.archived',
};

/**
 * One page of the account's clients with their balances. The page's ids come from SQL (sorting by
 * a balance needs the join); the rows are then loaded as entities through the account filter.
 */
export async function listClients(em: SqlEntityManager, accountId: string, query: ClientListQuery): Promise<ClientList> {
  let where = `c.account_id = ?${ARCHIVED[query.archived]}`;
  const params: unknown[] = [accountId];
  if (query.q) {
    where += ' and c.search_key like ?';
    params.push(containsPattern(query.q));
  }
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [count]] = await Promise.all([
    em.execute<(BalanceRow & { id: string })[]>(
      `select c.id, b.* from client c ${BALANCE_LATERAL} where ${where} order by ${ORDER[query.sort]} limit ? offset ?`,
      [...params, query.pageSize, offset],
    ),
    em.execute<{ total: unknown }[]>(`select count(*) as total from client c where ${where}`, params),
  ]);
  const clients = new Map((await em.find(Client, { id: { $in: rows.map((row) => row.id) } })).map((client) => [client.id, client]));
  const items = rows.flatMap((row) => {
    const client = clients.get(row.id);
    return client ? [toClientBody(client, toBalance(row))] : [];
  });
  return { items, total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
