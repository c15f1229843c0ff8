import {
  appPaths,
  DOCUMENT_KINDS,
  formatMoney,
  isInvoiceOverdue,
  jobStatusOf,
  revisionNumber,
  type DocumentKind,
  type SearchResult,
} from '@ledgerline/contracts';
import type { Database } from '../../db/orm.ts';
import { plannedPerCall } from '../../db/prepared-statement.ts';
import { containsPattern, prefixPattern, safeNumber } from '../../db/sql-text.ts';
import { today } from '../document-core/request-today.ts';
import { displayedStatus, type StoredEstimateStatus } from '../estimates/estimate-status.ts';
import { amountCandidates, totalMeant } from './amount-query.ts';
import { MATCH_RANK, SEARCH_CLIENTS_SQL, SEARCH_DOCUMENTS_SQL, SEARCH_JOBS_SQL, type MatchRank, type SearchParameters } from './search-sql.ts';

/** How many matches of each kind the quick search returns. */
const PER_KIND = 5;
/** Trigram indexes need three characters; a shorter text matches number starts only. */
const TRIGRAM = 3;

type ClientRow = { id: string; name: string; company: string; email: string; archived: boolean };
type JobRow = { id: string; number: string; status: string; job_title: string; client_name: string };
type DocumentRow = {
  rank: MatchRank;
  line: string | null;
  id: string;
  number: string;
  revision: number | null;
  status: string;
  due_date: string | null;
  valid_until: string | null;
  total: string;
  currency: string;
  client_name: string;
};

const MATCH_OF_RANK: Record<MatchRank, SearchResult['match']> = {
  [MATCH_RANK.exactNumber]: 'number',
  [MATCH_RANK.numberEnd]: 'number',
  [MATCH_RANK.numberPart]: 'number',
  [MATCH_RANK.title]: 'title',
  [MATCH_RANK.amount]: 'amount',
  [MATCH_RANK.client]: 'client',
  [MATCH_RANK.line]: 'line',
};

/** The clients statement's pattern for one search text. */
export function clientPattern(q: string): string {
  return containsPattern(q.trim());
}

/** The document statements' parameters for one search text and the clients it matched (search-sql.ts says what each is). */
export function searchParameters(accountId: string, q: string, clientIds: string[]): SearchParameters {
  const text = q.trim().toLowerCase();
  const long = text.length >= TRIGRAM;
  return [
    accountId,
    text,
    long ? prefixPattern([...text].reverse().join('')) : '',
    long ? containsPattern(text) : prefixPattern(text),
    amountCandidates(text).map((candidate) => candidate.minor.toString()),
    clientIds,
    long ? containsPattern(text) : '',
  ];
}

/** A document row as a result: its number, client, status and what matched. */
function documentResult(kind: DocumentKind, row: DocumentRow, today: string): SearchResult {
  const status =
    kind === 'estimate' && row.valid_until ? displayedStatus(row.status as StoredEstimateStatus, row.valid_until, today) : row.status;
  const why =
    row.rank === MATCH_RANK.line && row.line
      ? `“${row.line}”`
      : row.rank === MATCH_RANK.amount
        ? formatMoney(safeNumber(row.total), row.currency)
        : '';
  return {
    type: kind,
    id: row.id,
    title: row.revision === null ? row.number : revisionNumber(row.number, row.revision),
    subtitle: [row.client_name, why].filter(Boolean).join(' · '),
    status,
    overdue: kind === 'invoice' && row.due_date !== null && isInvoiceOverdue(row.status as never, row.due_date, today),
    match: MATCH_OF_RANK[row.rank],
    path: appPaths.document(kind, row.id),
  };
}

/** A job whose title matched: opens the job's page. */
function jobResult(row: JobRow): SearchResult {
  return {
    type: 'job',
    id: row.id,
    title: row.job_title,
    subtitle: [row.client_name, `Estimate ${row.number}`].join(' · '),
    status: jobStatusOf(row.status),
    overdue: false,
    match: 'title',
    path: appPaths.job(row.id),
  };
}

/** Each document once, with its best reason; a total equal to the digits in another minor unit is no amount match. */
function bestMatches(rows: DocumentRow[], q: string): DocumentRow[] {
  const candidates = amountCandidates(q);
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    if (row.rank === MATCH_RANK.amount && !totalMeant(candidates, row.total, row.currency)) return false;
    seen.add(row.id);
    return true;
  });
}

/**
 * The shell's quick search over one account: clients, jobs by their title, and every document kind by
 * any part of the number, the total, the client (name, company, email, a contact) or a line's text,
 * best match first (search-sql.ts, MATCH_RANK), then newest. The matching clients first, then the
 * jobs and one statement per kind, each a few bounded index look-ups (trigram indexes for the LIKE '%…%' ones),
 * side by side; planned for each text (plannedPerCall), naming the account explicitly.
 */
export async function createSearch(db: Database): Promise<(accountId: string, q: string) => Promise<SearchResult[]>> {
  const clientsMatching = await plannedPerCall<ClientRow>(db, SEARCH_CLIENTS_SQL);
  const jobsTitled = await plannedPerCall<JobRow>(db, SEARCH_JOBS_SQL);
  const lookups = await Promise.all(
    DOCUMENT_KINDS.map(async (kind) => [kind, await plannedPerCall<DocumentRow>(db, SEARCH_DOCUMENTS_SQL[kind])] as const),
  );

  return async (accountId, q) => {
    const day = today();
    const clients = await clientsMatching(accountId, clientPattern(q));
    const parameters = searchParameters(
      accountId,
      q,
      clients.map((client) => client.id),
    );
    const titlePattern = parameters[6];
    const [jobs, documents] = await Promise.all([
      titlePattern ? jobsTitled(accountId, titlePattern) : Promise.resolve([]),
      Promise.all(
        lookups.map(async ([kind, lookup]) =>
          bestMatches(await lookup(...parameters), q)
            .slice(0, PER_KIND)
            .map((row) => ({ rank: row.rank, result: documentResult(kind, row, day) })),
        ),
      ),
    ]);
    const clientResults = clients.slice(0, PER_KIND).map((client) => ({
      rank: MATCH_RANK.client as MatchRank,
      result: {
        type: 'client',
        id: client.id,
        title: client.name,
        subtitle: [client.company, client.email].filter(Boolean).join(' · '),
        status: client.archived ? 'archived' : 'active',
        overdue: false,
        match: 'client',
        path: appPaths.client(client.id),
      } satisfies SearchResult,
    }));
    const jobResults = jobs.slice(0, PER_KIND).map((row) => ({ rank: MATCH_RANK.title as MatchRank, result: jobResult(row) }));
    // A stable sort: within a rank, clients first, then jobs, then each document kind, each newest first.
    return [...clientResults, ...jobResults, ...documents.flat()].sort((a, b) => a.rank - b.rank).map((entry) => entry.result);
  };
}
