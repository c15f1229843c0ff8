import type { SqlEntityManager } from '@mikro-orm/sql';
import { revisionNumber, type ChangeOrderList, type ChangeOrderListQuery, type ChangeOrderStatus, type ChangeOrderSummary } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';

/* Raw SQL, so every query names the account itself. A change order is listed with its estimate (e) and the estimate's client (c). */
const FROM = `from change_order co join estimate e on e.id = co.estimate_id join client c on c.id = e.client_id`;

const COLUMNS = `co.id, co.number, co.status, co.reason, co.total, co.days_delta, co.currency,
  to_char(co.approval_deadline, 'YYYY-MM-DD') as approval_deadline, co.invoice_id, co.viewed_at, co.created_at,
  e.id as estimate_id, e.base_number, e.revision, c.id as client_id, c.name as client_name, c.company as client_company`;

const ORDER: Record<ChangeOrderListQuery['sort'], string> = {
  '-createdAt': 'co.created_at desc, co.number desc',
  createdAt: 'co.created_at asc, co.number asc',
  '-number': 'co.number desc',
  number: 'co.number asc',
  '-costDelta': 'co.total desc, co.number desc',
  costDelta: 'co.total asc, co.number asc',
};

type Row = {
  id: string;
  number: string;
  status: ChangeOrderStatus;
  reason: string;
  total: unknown;
  days_delta: number;
  currency: string;
  approval_deadline: string | null;
  invoice_id: string | null;
  viewed_at: Date | string | null;
  created_at: Date | string;
  estimate_id: string;
  base_number: string;
  revision: number;
  client_id: string;
  client_name: string;
  client_company: string;
};

function conditions(accountId: string, query: ChangeOrderListQuery): { where: string; params: unknown[] } {
  const parts = ['co.account_id = ?'];
  const params: unknown[] = [accountId];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (query.status) add('co.status = ?', query.status);
  if (query.estimateId) add('co.estimate_id = ?', query.estimateId);
  if (query.clientId) add('e.client_id = ?', query.clientId);
  // The money contractors lose most: approved, and no invoice bills it yet.
  if (query.uninvoiced) add(`co.status = 'approved' and co.invoice_id is null`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    add('(lower(co.number) like ? or lower(co.reason) like ? or c.search_key like ?)', pattern, pattern, pattern);
  }
  return { where: parts.join(' and '), params };
}

const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary(row: Row): ChangeOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    estimate: { id: row.estimate_id, number: revisionNumber(row.base_number, row.revision) },
    client: { id: row.client_id, name: row.client_name, company: row.client_company },
    reason: row.reason,
    costDelta: safeNumber(row.total),
    daysDelta: row.days_delta,
    currency: row.currency,
    approvalDeadline: row.approval_deadline,
    invoiced: row.invoice_id !== null,
    viewedAt: isoTime(row.viewed_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the account's change orders, filtered, searched and sorted in the database. */
export async function listChangeOrders(em: SqlEntityManager, accountId: string, query: ChangeOrderListQuery): Promise<ChangeOrderList> {
  const { where, params } = conditions(accountId, query);
  const [rows, [count]] = await Promise.all([
    em.execute<Row[]>(`select ${COLUMNS} ${FROM} where ${where} order by ${ORDER[query.sort]} limit ? offset ?`, [...params, query.pageSize, (query.page - 1) * query.pageSize]),
    em.execute<{ total: unknown }[]>(`select count(*) as total ${FROM} where ${where}`, params),
  ]);
  return { items: rows.map(toSummary), total: safeNumber(count?.total), page: query.page, pageSize: query.pageSize };
}
