import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CreditNoteList, CreditNoteListQuery } from '@ledgerline/contracts';
import { containsPattern, safeNumber } from '../../db/sql-text.ts';

type Row = {
  id: string;
  number: string;
  status: 'issued' | 'sent';
  issue_date: string;
  currency: string;
  total: unknown;
  viewed_at: Date | string | null;
  client_id: string;
  client_name: string;
  client_company: string;
  invoice_id: string;
  invoice_number: string;
  invoice_issue_date: string;
};

/**
 * The account's credit notes, newest first, one page at a time; filtered by client, by invoice,
 * or by a text found in the credit note's number, its invoice's number or its client's name.
 * Raw SQL, so the account is named explicitly.
 */
export async function listCreditNotes(em: SqlEntityManager, accountId: string, query: CreditNoteListQuery): Promise<CreditNoteList> {
  const parts = ['n.account_id = ?'];
  const params: unknown[] = [accountId];
  if (query.clientId) {
    parts.push('n.client_id = ?');
    params.push(query.clientId);
  }
  if (query.invoiceId) {
    parts.push('n.invoice_id = ?');
    params.push(query.invoiceId);
  }
  if (query.q) {
    parts.push(`(lower(n.number) like ? or lower(i.number) like ? or lower(c.name) like ?)`);
    const pattern = containsPattern(query.q);
    params.push(pattern, pattern, pattern);
  }
  const from = 'from credit_note n join invoice i on i.id = n.invoice_id join client c on c.id = n.client_id';
  const where = parts.join(' and ');
  const [count] = await em.execute<{ total: unknown }[]>(`select count(*) as total ${from} where ${where}`, params);
  const rows = await em.execute<Row[]>(
    `select n.id, n.number, n.status, to_char(n.issue_date, 'YYYY-MM-DD') as issue_date, n.currency, n.total, n.viewed_at,
      c.id as client_id, c.name as client_name, c.company as client_company,
      i.id as invoice_id, i.number as invoice_number, to_char(i.issue_date, 'YYYY-MM-DD') as invoice_issue_date
    ${from} where ${where} order by n.issue_date desc, n.number desc limit ? offset ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      client: { id: row.client_id, name: row.client_name, company: row.client_company },
      invoice: { id: row.invoice_id, number: row.invoice_number, issueDate: row.invoice_issue_date },
      issueDate: row.issue_date,
      currency: row.currency,
      total: safeNumber(row.total),
      viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at).toISOString(),
    })),
    total: safeNumber(count?.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
