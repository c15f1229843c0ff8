import { appPaths, type SearchResult } from '@ledgerline/contracts';
import type { Database } from '../../db/orm.ts';
import { prepareStatement } from '../../db/prepared-statement.ts';
import { containsPattern, prefixPattern } from '../../db/sql-text.ts';

/** How many matches of each kind the quick search returns. */
const PER_KIND = 5;
/** Matching clients whose invoices are looked at too. */
const CLIENTS_FOR_INVOICES = 10;

type ClientRow = { id: string; name: string; company: string; email: string };
type InvoiceRow = { id: string; number: string; client_name: string; status: string };

/**
 * The shell's quick search over one account. Clients match anywhere in name, company or email
 * (a few thousand short rows). Invoices match by number prefix, through an index on the lower-cased
 * number, or as the newest invoices of the first matching clients, through the (account, client)
 * index: a substring scan of 100,000 numbers would not stay fast. Prepared statements (planned once
 * per connection) that name the account explicitly.
 */
export async function createSearch(db: Database): Promise<(accountId: string, q: string) => Promise<SearchResult[]>> {
  const clientsMatching = await prepareStatement<ClientRow>(
    db,
    'search_clients',
    `select c.id, c.name, c.company, c.email from client c
    where c.account_id = $1 and c.search_key like $2
    order by c.archived, c.name_key limit $3`,
  );
  const invoicesByNumber = await prepareStatement<InvoiceRow>(
    db,
    'search_invoices_by_number',
    `select i.id, i.number, i.status, c.name as client_name from invoice i join client c on c.id = i.client_id
    where i.account_id = $1 and lower(i.number) like $2 order by lower(i.number) limit $3`,
  );
  const invoicesByClient = await prepareStatement<InvoiceRow>(
    db,
    'search_invoices_by_client',
    `select i.id, i.number, i.status, c.name as client_name from invoice i join client c on c.id = i.client_id
    where i.account_id = $1 and i.client_id = any($2::uuid[])
    order by i.issue_date desc, i.number desc limit $3`,
  );
  return async (accountId, q) => {
    const [matching, byNumber] = await Promise.all([
      clientsMatching(accountId, containsPattern(q), CLIENTS_FOR_INVOICES),
      invoicesByNumber(accountId, prefixPattern(q), PER_KIND),
    ]);
    const clients = matching.slice(0, PER_KIND);
    const byClient = matching.length > 0 ? await invoicesByClient(accountId, matching.map((client) => client.id), PER_KIND) : [];
    const invoices = [...new Map([...byNumber, ...byClient].map((row) => [row.id, row])).values()].slice(0, PER_KIND);
    return [
      ...clients.map((client): SearchResult => ({
        type: 'client',
        id: client.id,
        title: client.name,
        subtitle: [client.company, client.email].filter(Boolean).join(' · '),
        path: appPaths.client(client.id),
      })),
      ...invoices.map((invoice): SearchResult => ({
        type: 'invoice',
        id: invoice.id,
        title: invoice.number,
        subtitle: `${invoice.client_name} · ${invoice.status}`,
        path: appPaths.invoice(invoice.id),
      })),
    ];
  };
}
