import { z } from 'zod';
import { plainText } from '../text.ts';
import { DOCUMENT_KINDS } from '../documents/kinds.ts';

export const searchQuerySchema = z.strictObject({ q: plainText(100).pipe(z.string().min(1, 'Type something to search for.')) });

export const SEARCH_RESULT_TYPES = ['client', 'job', ...DOCUMENT_KINDS] as const;
/** Why a result was found, best first: its number, a job's title, its total, its client (name, company, an email), a line's text. */
export const SEARCH_MATCHES = ['number', 'title', 'amount', 'client', 'line'] as const;
export const searchResultSchema = z.object({
  /** The kind of record: a client, a job (its accepted estimate's id) or a document kind. */
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** A document's status as its list shows it (an estimate past its date reads expired); a client's is active or archived; a job's open or completed. */
  status: z.string(),
  /** An invoice still owed after its due date. */
  overdue: z.boolean(),
  match: z.enum(SEARCH_MATCHES),
  /** The shell route that opens the match. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
