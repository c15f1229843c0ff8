import type { DocumentKind } from '@ledgerline/contracts';
import { JOB_STATUS_SQL } from '../estimates/estimate-status.ts';

/**
 * How good a match is, best first: the number itself, a number ending in the text ("0013" finds
 * INV-0013, the digits people quote), a number holding it anywhere, a job's title holding it, the
 * total equal to an amount, the client (name, company, email, a contact), a line's text.
 */
export const MATCH_RANK = { exactNumber: 0, numberEnd: 1, numberPart: 2, title: 3, amount: 4, client: 5, line: 6 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/**
 * The parameters every document statement below takes, in this order. A pattern that is '' turns its look-up
 * off (a one-time filter, so the index is not read at all).
 */
export type SearchParameters = [
  accountId: string,
  /** The lower-cased text, compared with the whole number. */
  exact: string,
  /** LIKE pattern over the reversed number: numbers ending with the text (a btree range, not a trigram recheck of every number holding "inv"). */
  numberEnd: string,
  /** LIKE pattern: numbers holding the text (its start only when the text is shorter than a trigram). */
  numberPart: string,
  /** Totals in minor units the text may mean (none when it is no amount). */
  amounts: string[],
  /** The matching clients (SEARCH_CLIENTS_SQL), whose documents match too. */
  clientIds: string[],
  /** LIKE pattern over line texts ('' when the text is shorter than a trigram). */
  line: string,
];

/** Matching clients whose documents count as client matches, and matches read per look-up. */
const CLIENTS_FOR_DOCUMENTS = 10;
const PER_LOOKUP = 10;

/** Clients by any part of name, company, email or a contact (trigram index over search_key): $1 the account, $2 the pattern. */
export const SEARCH_CLIENTS_SQL = `
  select c.id, c.name, c.company, c.email, c.archived from client c
  where c.account_id = $1 and c.search_key like $2
  order by c.archived, c.name_key limit ${CLIENTS_FOR_DOCUMENTS}`;

/**
 * The number look-ups of one kind's table aliased `d`: the exact number (btree on the lower-cased
 * number), numbers ending with the text (btree on the reversed number), numbers holding it (trigram
 * index). Each look-up is bounded, so a text in every number ("inv") costs no sort of them all.
 */
function numberHits(table: string, column: string): string {
  return `
    (select d.id, ${MATCH_RANK.exactNumber} as rank, null::text as line from ${table} d
      where d.account_id = $1 and lower(d.${column}) = $2 limit 1)
    union all
    (select d.id, ${MATCH_RANK.numberEnd}, null from ${table} d
      where $3 <> '' and d.account_id = $1 and reverse(lower(d.${column})) like $3 limit ${PER_LOOKUP})
    union all
    (select d.id, ${MATCH_RANK.numberPart}, null from ${table} d
      where d.account_id = $1 and lower(d.${column}) like $4 limit ${PER_LOOKUP})`;
}

/**
 * One kind's matches, each row a document and why it matched (a document may come several times,
 * the caller keeps its best), best first and newest first within a rank. All are named by the
 * account in every look-up: the ORM's account filter does not reach raw SQL.
 */
export const SEARCH_DOCUMENTS_SQL: Record<DocumentKind, string> = {
  invoice: `
  with hit as (
    ${numberHits('invoice', 'number')}
    union all
    (select d.id, ${MATCH_RANK.amount}, null from invoice d where d.account_id = $1 and d.total = any($5::bigint[]) limit ${PER_LOOKUP})
    union all
    (select d.id, ${MATCH_RANK.client}, null from invoice d
      where d.account_id = $1 and d.client_id = any($6::uuid[]) order by d.issue_date desc, d.number desc limit ${PER_LOOKUP})
    union all
    (select l.invoice_id, ${MATCH_RANK.line}, l.description from invoice_line l
      where $7 <> '' and l.account_id = $1 and lower(l.description) like $7 limit ${PER_LOOKUP})
  )
  select h.rank, h.line, i.id, i.number, null::int as revision, i.status, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
    null as valid_until, i.total, i.currency, c.name as client_name
  from hit h join invoice i on i.id = h.id and i.account_id = $1 join client c on c.id = i.client_id
  order by h.rank, i.issue_date desc, i.number desc`,
  estimate: `
  with hit as (
    ${numberHits('estimate', 'base_number')}
    union all
    (select r.estimate_id, ${MATCH_RANK.amount}, null from estimate_revision r join estimate e on e.id = r.estimate_id and e.revision = r.revision
      where r.account_id = $1 and r.total = any($5::bigint[]) limit ${PER_LOOKUP})
    union all
    (select d.id, ${MATCH_RANK.client}, null from estimate d
      where d.account_id = $1 and d.client_id = any($6::uuid[]) order by d.created_at desc, d.base_number desc limit ${PER_LOOKUP})
    union all
    (select r.estimate_id, ${MATCH_RANK.line}, l.description from estimate_line l
      join estimate_revision r on r.id = l.revision_id join estimate e on e.id = r.estimate_id and e.revision = r.revision
      where $7 <> '' and l.account_id = $1 and lower(l.description) like $7 limit ${PER_LOOKUP})
  )
  select h.rank, h.line, e.id, e.base_number as number, e.revision, e.status, null as due_date,
    to_char(r.valid_until, 'YYYY-MM-DD') as valid_until, r.total, r.currency, c.name as client_name
  from hit h join estimate e on e.id = h.id and e.account_id = $1
  join estimate_revision r on r.estimate_id = e.id and r.revision = e.revision join client c on c.id = e.client_id
  order by h.rank, e.created_at desc, e.base_number desc`,
  change_order: `
  with hit as (
    ${numberHits('change_order', 'number')}
    union all
    (select d.id, ${MATCH_RANK.amount}, null from change_order d where d.account_id = $1 and d.total = any($5::bigint[]) limit ${PER_LOOKUP})
    union all
    (select d.id, ${MATCH_RANK.client}, null from change_order d join estimate e on e.id = d.estimate_id
      where d.account_id = $1 and e.client_id = any($6::uuid[]) order by d.created_at desc, d.number desc limit ${PER_LOOKUP})
    union all
    (select l.change_order_id, ${MATCH_RANK.line}, l.description from change_order_line l
      where $7 <> '' and l.account_id = $1 and lower(l.description) like $7 limit ${PER_LOOKUP})
  )
  select h.rank, h.line, co.id, co.number, null::int as revision, co.status, null as due_date,
    null as valid_until, co.total, co.currency, c.name as client_name
  from hit h join change_order co on co.id = h.id and co.account_id = $1
  join estimate e on e.id = co.estimate_id join client c on c.id = e.client_id
  order by h.rank, co.created_at desc, co.number desc`,
  credit_note: `
  with hit as (
    ${numberHits('credit_note', 'number')}
    union all
    (select d.id, ${MATCH_RANK.amount}, null from credit_note d where d.account_id = $1 and d.total = any($5::bigint[]) limit ${PER_LOOKUP})
    union all
    (select d.id, ${MATCH_RANK.client}, null from credit_note d
      where d.account_id = $1 and d.client_id = any($6::uuid[]) order by d.issue_date desc, d.number desc limit ${PER_LOOKUP})
    union all
    (select l.credit_note_id, ${MATCH_RANK.line}, l.description from credit_note_line l
      where $7 <> '' and l.account_id = $1 and lower(l.description) like $7 limit ${PER_LOOKUP})
  )
  select h.rank, h.line, n.id, n.number, null::int as revision, n.status, null as due_date,
    null as valid_until, n.total, n.currency, c.name as client_name
  from hit h join credit_note n on n.id = h.id and n.account_id = $1 join client c on c.id = n.client_id
  order by h.rank, n.issue_date desc, n.number desc`,
};

/**
 * Jobs (accepted estimates) whose title holds the text, by the trigram index over the titles: $1 the
 * account, $2 the pattern (run only for a text of a trigram or more). A job's number and client find
 * its estimate already.
 */
export const SEARCH_JOBS_SQL = `
  select e.id, e.base_number as number, e.status, r.job_title, c.name as client_name
  from estimate_revision r join estimate e on e.id = r.estimate_id and e.revision = r.revision and e.account_id = $1
  join client c on c.id = e.client_id
  where r.account_id = $1 and lower(r.job_title) like $2 and ${JOB_STATUS_SQL}
  order by e.created_at desc, e.base_number desc limit ${PER_LOOKUP}`;
