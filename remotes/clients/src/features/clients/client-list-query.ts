import { CLIENT_SORTS, clientListQuerySchema, type ClientListQuery } from '@ledgerline/contracts';

export const CLIENT_PAGE_SIZE = 20;

type ClientSort = (typeof CLIENT_SORTS)[number];

/**
 * The list's search, sort, page and archived filter live in the address bar, so Back from a client
 * returns to the same page of the same search. Anything unreadable there falls back to the defaults.
 */
export function clientListQueryFrom(params: URLSearchParams): ClientListQuery {
  const parsed = clientListQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: CLIENT_PAGE_SIZE,
    archived: params.get('archived') ?? undefined,
  });
  return parsed.success ? parsed.data : clientListQuerySchema.parse({ pageSize: CLIENT_PAGE_SIZE });
}

export function searchParamsFrom(query: ClientListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.archived !== 'exclude') params.set('archived', query.archived);
  return params;
}

/** antd's column sorter state as the API's sort parameter ('-outstanding' is largest first). */
export function sortFrom(field: 'name' | 'outstanding' | undefined, order: 'ascend' | 'descend' | null | undefined): ClientSort {
  if (!field || !order) return 'name';
  return order === 'descend' ? `-${field}` : field;
}

export function sortOrderOf(sort: ClientSort, field: 'name' | 'outstanding'): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}
