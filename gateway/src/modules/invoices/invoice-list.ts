import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Database } from '../../db/orm.ts';
import { prepareStatement } from '../../db/prepared-statement.ts';
import { isInvoiceOverdue, type InvoiceList, type InvoiceListQuery, type InvoiceSummary } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';
import { documentCount } from '../document-core/numbering.ts';
import { invoiceCounter } from './invoices.service.ts';
import { agingDueDates } from './invoice-aging.ts';

const COLUMNS = `i.id, i.number, i.status, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
  i.currency, i.total, i.amount_paid, i.amount_credited, i.amount_returned, i.balance, i.viewed_at, c.id as client_id, c.name as client_name, c.company as client_company`;

const ORDER: Record<InvoiceListQuery['sort'], string> = {
  '-issueDate': 'i.issue_date desc, i.number desc',
  issueDate: 'i.issue_date asc, i.number asc',
  '-number': 'i.number desc',
  number: 'i.number asc',
  '-total': 'i.total desc, i.number desc',
  total: 'i.total asc, i.number asc',
  dueDate: 'i.due_date asc, i.number asc',
  '-dueDate': 'i.due_date desc, i.number desc',
};

type Row = {
  id: string;
  number: string;
  status: InvoiceSummary['status'];
  issue_date: string;
  due_date: string;
  currency: string;
  total: unknown;
  amount_paid: unknown;
  amount_credited: unknown;
  amount_returned: unknown;
  balance: unknown;
  viewed_at: Date | string | null;
  client_id: string;
  client_name: string;
  client_company: string;
};

const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const isUnfiltered = (query: InvoiceListQuery) =>
  !query.status && !query.clientId && !query.q && !query.from && !query.to && !query.aging && !query.paidFrom && !query.paidTo;

/** The number of matching invoices: the account's kept count when nothing is filtered, else a count. */
async function countMatches(em: SqlEntityManager, accountId: string, query: InvoiceListQuery, where: string, params: unknown[], needsClient: boolean): Promise<number> {
  const kept = isUnfiltered(query) ? await documentCount(em, invoiceCounter(accountId)) : null;
  if (kept !== null) return kept;
  const [row] = await em.execute<{ total: unknown }[]>(
    `select count(*) as total from invoice i${needsClient ? ' join client c on c.id = i.client_id' : ''} where ${where}`,
    params,
  );
  return safeNumber(row?.total);
}

/** The WHERE clause of a list query; raw SQL, so the account is named explicitly. */
function conditions(accountId: string, query: InvoiceListQuery, today: string): { where: string; params: unknown[]; needsClient: boolean } {
  const parts = ['i.account_id = ?'];
  const params: unknown[] = [accountId];
  if (query.status === 'overdue') {
    parts.push(`i.status in ('sent', 'partial') and i.due_date < ?`);
    params.push(today);
  } else if (query.status === 'outstanding') {
    parts.push(`i.status in ('sent', 'partial')`);
  } else if (query.status === 'issued') {
    parts.push(`i.status not in ('draft', 'void')`);
  } else if (query.status) {
    parts.push('i.status = ?');
    params.push(query.status);
  }
  if (query.aging) {
    const { from, to } = agingDueDates(query.aging, today);
    parts.push(`i.status in ('sent', 'partial')`);
    if (from !== null) {
      parts.push('i.due_date >= ?');
      params.push(from);
    }
    if (to !== null) {
      parts.push('i.due_date <= ?');
      params.push(to);
    }
  }
  if (query.paidFrom || query.paidTo) {
    parts.push(`exists (select 1 from payment p where p.account_id = i.account_id and p.invoice_id = i.id and p.date >= ? and p.date <= ?)`);
    params.push(query.paidFrom ?? '0001-01-01', query.paidTo ?? '9999-12-31');
  }
  if (query.clientId) {
    parts.push('i.client_id = ?');
    params.push(query.clientId);
  }
  if (query.from) {
    parts.push('i.issue_date >= ?');
    params.push(query.from);
  }
  if (query.to) {
    parts.push('i.issue_date <= ?');
    params.push(query.to);
  }
  if (query.q) {
    parts.push('(lower(i.number) like ? or c.search_key like ?)');
    const pattern = containsPattern(query.q);
    params.push(pattern, pattern);
  }
  return { where: parts.join(' and '), params, needsClient: Boolean(query.q) };
}

/**
 * One page of the account's invoices, filtered, searched and sorted in the database. The default
 * order (newest first) reads the (account, issue date desc, number desc) index a page at a time.
 */
export async function listInvoices(em: SqlEntityManager, accountId: string, query: InvoiceListQuery, today: string): Promise<InvoiceList> {
  const { where, params, needsClient } = conditions(accountId, query, today);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    em.execute<Row[]>(
      `select ${COLUMNS} from invoice i join client c on c.id = i.client_id
      where ${where} order by ${ORDER[query.sort]} limit ? offset ?`,
      [...params, query.pageSize, offset],
    ),
    countMatches(em, accountId, query, where, params, needsClient),
  ]);
  return { items: rows.map((row) => toSummary(row, today)), total, page: query.page, pageSize: query.pageSize };
}

function toSummary(row: Row, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    overdue: isInvoiceOverdue(row.status, row.due_date, today),
    client: { id: row.client_id, name: row.client_name, company: row.client_company },
    issueDate: row.issue_date,
    dueDate: row.due_date,
    currency: row.currency,
    total: safeNumber(row.total),
    amountPaid: safeNumber(row.amount_paid),
    amountCredited: safeNumber(row.amount_credited),
    amountReturned: safeNumber(row.amount_returned),
    balance: safeNumber(row.balance),
    viewedAt: isoTime(row.viewed_at),
  };
}

export type InvoiceLister = (em: SqlEntityManager, accountId: string, query: InvoiceListQuery, today: string) => Promise<InvoiceList>;

/**
 * The list as the routes use it. The page every visit opens first (no filter, newest first) runs
 * as prepared statements, planned once per connection instead of on every request; any other
 * query goes through listInvoices.
 */
export async function createInvoiceLister(db: Database): Promise<InvoiceLister> {
  const newest = await prepareStatement<Row>(
    db,
    'invoice_list_newest',
    `select ${COLUMNS} from invoice i join client c on c.id = i.client_id
    where i.account_id = $1 order by i.issue_date desc, i.number desc limit $2 offset $3`,
  );
  const kept = await prepareStatement<{ live_count: number }>(
    db,
    'invoice_list_count',
    `select live_count from document_counter where account_id = $1 and kind = 'invoice' and scope = ''`,
  );
  return async (em, accountId, query, today) => {
    if (!isUnfiltered(query) || query.sort !== '-issueDate') return listInvoices(em, accountId, query, today);
    const [rows, [count]] = await Promise.all([newest(accountId, query.pageSize, (query.page - 1) * query.pageSize), kept(accountId)]);
    if (!count) return listInvoices(em, accountId, query, today);
    return { items: rows.map((row) => toSummary(row, today)), total: Number(count.live_count), page: query.page, pageSize: query.pageSize };
  };
}
