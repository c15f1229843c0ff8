import { z } from 'zod';
import { plainText } from '../text.ts';
import { DOCUMENT_KINDS } from '../documents/kinds.ts';

export const searchQuerySchema = z.strictObject({ q: plainText(100).pipe(z.string().min(1, 'Type something to search for.')) });

export const SEARCH_RESULT_TYPES = ['client', ...DOCUMENT_KINDS] as const;
export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The shell route that opens the match. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
