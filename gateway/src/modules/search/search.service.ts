import { appPaths, revisionNumber, statusLabel, type DocumentKind, type SearchResult } from '@ledgerline/contracts';
import type { Database } from '../../db/orm.ts';
import { prepareStatement } from '../../db/prepared-statement.ts';
import { containsPattern, prefixPattern } from '../../db/sql-text.ts';

/** How many matches of each kind the quick search returns. */
const PER_KIND = 5;
/** Matching clients whose documents are looked at too. */
const CLIENTS_FOR_DOCUMENTS = 10;

type ClientRow = { id: string; name: string; company: string; email: string };
type DocumentRow = { id: string; number: string; revision?: number; client_name: string; status: string };

/**
 * Each document kind's two look-ups, as SQL over its table: by number prefix (through an index on
 * the lower-cased number) and as the newest documents of the first matching clients. $1 is the
 * account, $2 the pattern or the client ids, $3 the limit. Estimates come with their current
 * revision, to read "EST-0007-R2"; change orders with their estimate's client.
 */
const DOCUMENT_QUERIES: Record<DocumentKind, { byNumber: string; byClient: string }> = {
  invoice: {
    byNumber: `select i.id, i.number, i.status, c.name as client_name from invoice i join client c on c.id = i.client_id
      where i.account_id = $1 and lower(i.number) like $2 order by lower(i.number) limit $3`,
    byClient: `select i.id, i.number, i.status, c.name as client_name from invoice i join client c on c.id = i.client_id
      where i.account_id = $1 and i.client_id = any($2::uuid[]) order by i.issue_date desc, i.number desc limit $3`,
  },
  estimate: {
    byNumber: `select e.id, e.base_number as number, e.revision, e.status, c.name as client_name
      from estimate e join client c on c.id = e.client_id
      where e.account_id = $1 and lower(e.base_number) like $2 order by lower(e.base_number) limit $3`,
    byClient: `select e.id, e.base_number as number, e.revision, e.status, c.name as client_name
      from estimate e join client c on c.id = e.client_id
      where e.account_id = $1 and e.client_id = any($2::uuid[]) order by e.created_at desc, e.base_number desc limit $3`,
  },
  change_order: {
    byNumber: `select co.id, co.number, co.status, c.name as client_name from change_order co join estimate e on e.id = co.estimate_id join client c on c.id = e.client_id
      where co.account_id = $1 and lower(co.number) like $2 order by lower(co.number) limit $3`,
    byClient: `select co.id, co.number, co.status, c.name as client_name from change_order co join estimate e on e.id = co.estimate_id join client c on c.id = e.client_id
      where co.account_id = $1 and e.client_id = any($2::uuid[]) order by co.created_at desc, co.number desc limit $3`,
  },
};

const KINDS = Object.keys(DOCUMENT_QUERIES) as DocumentKind[];

/**
 * The shell's quick search over one account. Clients match anywhere in name, company or email
 * (a few thousand short rows). Invoices, estimates and change orders match by number prefix, or as
 * the newest documents of the first matching clients: a substring scan of 100,000 numbers would not
 * stay fast. Prepared statements (planned once per connection) that name the account explicitly.
 */
export async function createSearch(db: Database): Promise<(accountId: string, q: string) => Promise<SearchResult[]>> {
  const clientsMatching = await prepareStatement<ClientRow>(
    db,
    'search_clients',
    `select c.id, c.name, c.company, c.email from client c
    where c.account_id = $1 and c.search_key like $2
    order by c.archived, c.name_key limit $3`,
  );
  const lookups = new Map(
    await Promise.all(
      KINDS.map(async (kind) => {
        const { byNumber, byClient } = DOCUMENT_QUERIES[kind];
        const statements = {
          byNumber: await prepareStatement<DocumentRow>(db, `search_${kind}_by_number`, byNumber),
          byClient: await prepareStatement<DocumentRow>(db, `search_${kind}_by_client`, byClient),
        };
        return [kind, statements] as const;
      }),
    ),
  );

  /** A kind's matches: by number first, then the matching clients' newest, each once. */
  const documents = async (kind: DocumentKind, accountId: string, q: string, clientIds: string[]): Promise<SearchResult[]> => {
    const lookup = lookups.get(kind);
    if (!lookup) return [];
    const [byNumber, byClient] = await Promise.all([
      lookup.byNumber(accountId, prefixPattern(q), PER_KIND),
      clientIds.length > 0 ? lookup.byClient(accountId, clientIds, PER_KIND) : Promise.resolve([]),
    ]);
    const rows = [...new Map([...byNumber, ...byClient].map((row) => [row.id, row])).values()].slice(0, PER_KIND);
    return rows.map((row) => ({
      type: kind,
      id: row.id,
      title: row.revision === undefined ? row.number : revisionNumber(row.number, row.revision),
      subtitle: `${row.client_name} · ${statusLabel(kind, row.status as never)}`,
      path: appPaths.document(kind, row.id),
    }));
  };

  return async (accountId, q) => {
    const matching = await clientsMatching(accountId, containsPattern(q), CLIENTS_FOR_DOCUMENTS);
    const clientIds = matching.map((client) => client.id);
    const found = await Promise.all(KINDS.map((kind) => documents(kind, accountId, q, clientIds)));
    return [
      ...matching.slice(0, PER_KIND).map((client): SearchResult => ({
        type: 'client',
        id: client.id,
        title: client.name,
        subtitle: [client.company, client.email].filter(Boolean).join(' · '),
        path: appPaths.client(client.id),
      })),
      ...found.flat(),
    ];
  };
}
