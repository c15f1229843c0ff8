import type { SqlEntityManager } from '@mikro-orm/sql';
import { jobStatusOf, revisionNumber, type JobList, type JobListQuery, type JobStatus, type JobSummary } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';
import { JOB_STATUS_SQL, OPEN_JOB_STATUS_SQL } from '../estimates/estimate-status.ts';
import { RETAINAGE_HELD_SQL } from '../progress-billing/retainage-held-sql.ts';

/*
 * Raw SQL, so every query names the account itself. A job is an accepted estimate (e) with its
 * current revision (r, the accepted one) and client (c); its invoices are those made from the
 * estimate or from one of its change orders.
 */
const FROM = `from estimate e
  join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision
  join client c on c.id = e.client_id`;

const STATUSES: Record<JobStatus, string> = {
  open: OPEN_JOB_STATUS_SQL,
  completed: `e.status = 'invoiced'`,
};

const JOB_INVOICES = `invoice i where i.account_id = e.account_id and i.status <> 'void' and (
  (i.source_kind = 'estimate' and i.source_id = e.id)
  or (i.source_kind = 'change_order' and i.source_id in (select co.id from change_order co where co.account_id = e.account_id and co.estimate_id = e.id)))`;

const COLUMNS = `e.id, e.base_number, e.revision, e.status, r.job_title, r.currency, r.accepted_at,
  c.id as client_id, c.name as client_name, c.company as client_company,
  r.total + (select coalesce(sum(co.total), 0) from change_order co where co.account_id = e.account_id and co.estimate_id = e.id and co.status = 'approved') as contract_value,
  (select coalesce(sum(i.total), 0) from ${JOB_INVOICES}) as billed,
  (select coalesce(sum(i.amount_paid), 0) from ${JOB_INVOICES}) as paid,
  ${RETAINAGE_HELD_SQL} as retainage_held`;

type Row = {
  id: string;
  base_number: string;
  revision: number;
  status: string;
  job_title: string;
  currency: string;
  accepted_at: Date | string | null;
  client_id: string;
  client_name: string;
  client_company: string;
  contract_value: unknown;
  billed: unknown;
  paid: unknown;
  retainage_held: unknown;
};

function toSummary(row: Row): JobSummary {
  const contractValue = safeNumber(row.contract_value);
  const billed = safeNumber(row.billed);
  return {
    id: row.id,
    number: revisionNumber(row.base_number, row.revision),
    title: row.job_title,
    client: { id: row.client_id, name: row.client_name, company: row.client_company },
    status: jobStatusOf(row.status),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at).toISOString(),
    currency: row.currency,
    contractValue,
    billed,
    paid: safeNumber(row.paid),
    retainageHeld: safeNumber(row.retainage_held),
    leftToBill: contractValue - billed,
  };
}

const ORDER: Record<JobListQuery['sort'], string> = {
  '-acceptedAt': 'accepted_at desc nulls last, base_number desc',
  acceptedAt: 'accepted_at asc nulls first, base_number asc',
  '-contractValue': 'contract_value desc, base_number desc',
  contractValue: 'contract_value asc, base_number asc',
  '-leftToBill': 'contract_value - billed desc, base_number desc',
};

/** One page of the account's jobs (open, completed or both), sorted and searched by title, number or client. */
export async function listJobs(em: SqlEntityManager, accountId: string, query: JobListQuery): Promise<JobList> {
  const parts = ['e.account_id = ?', query.status ? STATUSES[query.status] : JOB_STATUS_SQL];
  const params: unknown[] = [accountId];
  if (query.clientId) {
    parts.push('e.client_id = ?');
    params.push(query.clientId);
  }
  if (query.q) {
    parts.push('(lower(r.job_title) like ? or lower(e.base_number) like ? or c.search_key like ?)');
    const pattern = containsPattern(query.q);
    params.push(pattern, pattern, pattern);
  }
  const where = parts.join(' and ');
  const [rows, [count]] = await Promise.all([
    em.execute<Row[]>(`select * from (select ${COLUMNS} ${FROM} where ${where}) j order by ${ORDER[query.sort]} limit ? offset ?`, [
      ...params,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    em.execute<{ count: unknown }[]>(`select count(*) as count ${FROM} where ${where}`, params),
  ]);
  return { items: rows.map(toSummary), total: safeNumber(count?.count), page: query.page, pageSize: query.pageSize };
}

/** One job of the account by its estimate's id; null when there is no such estimate or it is not (yet) a job. */
export async function findJob(em: SqlEntityManager, accountId: string, estimateId: string): Promise<JobSummary | null> {
  const [row] = await em.execute<Row[]>(`select ${COLUMNS} ${FROM} where e.account_id = ? and e.id = ? and ${JOB_STATUS_SQL}`, [accountId, estimateId]);
  return row ? toSummary(row) : null;
}
