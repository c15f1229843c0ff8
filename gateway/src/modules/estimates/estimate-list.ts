import type { SqlEntityManager } from '@mikro-orm/sql';
import { revisionNumber, type EstimateList, type EstimateStage, type EstimateListQuery, type EstimateSummary } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';
import { ACCEPTED_STATUSES, displayedStatus, JOB_STATUS_SQL, OPEN_JOB_STATUS_SQL, type StoredEstimateStatus } from './estimate-status.ts';
import { accountCurrencyOf, inAccountCurrency } from '../exchange-rates/account-currency-sql.ts';

/*
 * Raw SQL, so every query names the account itself. An estimate is listed with its current
 * revision (r) and client (c); an accepted one's contract value adds its approved change orders.
 */
const FROM = `from estimate e
  join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision
  join client c on c.id = e.client_id`;

/** The sum over every page is in the account's currency, each revision at the rate it recorded. */
const TOTAL_IN_ACCOUNT_CURRENCY = `coalesce(sum(${inAccountCurrency('r.total', 'r', accountCurrencyOf('e'))}), 0)`;


const COLUMNS = `e.id, e.base_number, e.revision, e.status, to_char(r.issue_date, 'YYYY-MM-DD') as issue_date,
  to_char(r.valid_until, 'YYYY-MM-DD') as valid_until, r.currency, r.total, e.viewed_at, r.accepted_at,
  c.id as client_id, c.name as client_name, c.company as client_company`;

const ORDER: Record<EstimateListQuery['sort'], string> = {
  '-issueDate': 'r.issue_date desc, e.base_number desc',
  issueDate: 'r.issue_date asc, e.base_number asc',
  '-number': 'e.base_number desc',
  number: 'e.base_number asc',
  '-total': 'r.total desc, e.base_number desc',
  total: 'r.total asc, e.base_number asc',
  validUntil: 'r.valid_until asc, e.base_number asc',
  '-validUntil': 'r.valid_until desc, e.base_number desc',
};

type Row = {
  id: string;
  base_number: string;
  revision: number;
  status: StoredEstimateStatus;
  issue_date: string;
  valid_until: string;
  currency: string;
  total: unknown;
  viewed_at: Date | string | null;
  accepted_at: Date | string | null;
  client_id: string;
  client_name: string;
  client_company: string;
};

type Where = { sql: string; params: unknown[] };

const STAGES: Record<EstimateStage, string> = {
  sent: `e.status <> 'draft'`,
  won: JOB_STATUS_SQL,
  open: OPEN_JOB_STATUS_SQL,
};

/** The conditions every figure of the list shares: account, client, dates, search (not the status). */
function baseConditions(accountId: string, query: EstimateListQuery): Where {
  const parts = ['e.account_id = ?'];
  const params: unknown[] = [accountId];
  if (query.clientId) {
    parts.push('e.client_id = ?');
    params.push(query.clientId);
  }
  if (query.from) {
    parts.push('r.issue_date >= ?');
    params.push(query.from);
  }
  if (query.to) {
    parts.push('r.issue_date <= ?');
    params.push(query.to);
  }
  if (query.q) {
    parts.push('(lower(e.base_number) like ? or c.search_key like ?)');
    const pattern = containsPattern(query.q);
    params.push(pattern, pattern);
  }
  return { sql: parts.join(' and '), params };
}

/** The status and stage filters; sent and expired are told apart by the valid-until date. */
function withStatus(all: Where, { status, stage }: EstimateListQuery, today: string): Where {
  const base = stage ? { sql: `${all.sql} and ${STAGES[stage]}`, params: all.params } : all;
  if (!status) return base;
  if (status === 'expired') return { sql: `${base.sql} and e.status = 'sent' and r.valid_until < ?`, params: [...base.params, today] };
  if (status === 'sent') return { sql: `${base.sql} and e.status = 'sent' and r.valid_until >= ?`, params: [...base.params, today] };
  return { sql: `${base.sql} and e.status = ?`, params: [...base.params, status] };
}

const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary(row: Row, contractValues: Map<string, number>, today: string): EstimateSummary {
  const total = safeNumber(row.total);
  return {
    id: row.id,
    number: revisionNumber(row.base_number, row.revision),
    baseNumber: row.base_number,
    revision: row.revision,
    status: displayedStatus(row.status, row.valid_until, today),
    client: { id: row.client_id, name: row.client_name, company: row.client_company },
    issueDate: row.issue_date,
    validUntil: row.valid_until,
    currency: row.currency,
    total,
    contractValue: contractValues.get(row.id) ?? total,
    viewedAt: isoTime(row.viewed_at),
    acceptedAt: isoTime(row.accepted_at),
  };
}

/** Accepted totals moved by their approved change orders, for the accepted estimates of a page. */
async function contractValues(em: SqlEntityManager, accountId: string, rows: Row[]): Promise<Map<string, number>> {
  const accepted = rows.filter((row) => ACCEPTED_STATUSES.includes(row.status));
  if (accepted.length === 0) return new Map();
  const sums = await em.execute<{ estimate_id: string; approved: unknown }[]>(
    `select co.estimate_id, coalesce(sum(co.total), 0) as approved from change_order co
    where co.account_id = ? and co.status = 'approved' and co.estimate_id in (${accepted.map(() => '?').join(', ')}) group by co.estimate_id`,
    [accountId, ...accepted.map((row) => row.id)],
  );
  const approved = new Map(sums.map((sum) => [sum.estimate_id, safeNumber(sum.approved)]));
  return new Map(accepted.map((row) => [row.id, safeNumber(row.total) + (approved.get(row.id) ?? 0)]));
}

/**
 * One page of the account's estimates, filtered, searched and sorted in the database, with the
 * count and sum of every row the filters select, and the win rate: accepted (or later) among the
 * decided (accepted or later, declined, expired) that the filters other than status select.
 */
export async function listEstimates(em: SqlEntityManager, accountId: string, query: EstimateListQuery, today: string): Promise<EstimateList> {
  const base = baseConditions(accountId, query);
  const filtered = withStatus(base, query, today);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [sums], [rates]] = await Promise.all([
    em.execute<Row[]>(`select ${COLUMNS} ${FROM} where ${filtered.sql} order by ${ORDER[query.sort]} limit ? offset ?`, [...filtered.params, query.pageSize, offset]),
    em.execute<{ count: unknown; total: unknown }[]>(`select count(*) as count, ${TOTAL_IN_ACCOUNT_CURRENCY} as total ${FROM} where ${filtered.sql}`, filtered.params),
    em.execute<{ won: unknown; decided: unknown }[]>(
      `select count(*) filter (where ${JOB_STATUS_SQL}) as won,
        count(*) filter (where ${JOB_STATUS_SQL} or e.status = 'declined' or (e.status = 'sent' and r.valid_until < ?)) as decided
      ${FROM} where ${base.sql}`,
      [today, ...base.params],
    ),
  ]);
  const values = await contractValues(em, accountId, rows);
  const decided = safeNumber(rates?.decided);
  return {
    items: rows.map((row) => toSummary(row, values, today)),
    total: safeNumber(sums?.count),
    page: query.page,
    pageSize: query.pageSize,
    winRate: decided === 0 ? null : safeNumber(rates?.won) / decided,
    totals: { count: safeNumber(sums?.count), total: safeNumber(sums?.total) },
  };
}
