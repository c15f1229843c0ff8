import { oneOf, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, positiveParam } from './list-params.ts';

/** The status filter that asks for every status, the first of each list's filters. */
const ALL = 'all';

/** What a list keeps in the address: its status filter, search, sort and page, and its own filters (`Extra`). */
export type ListState<Status extends string, Sort extends string, Extra extends string = never> = {
  status: Status;
  q: string;
  sort: Sort;
  page: number;
  pageSize: number;
} & Record<Extra, string>;

/** The same state as the API's list query: defaults and empty filters left out. */
export type ListFilters<Status extends string, Sort extends string, Extra extends string = never> = {
  status: Exclude<Status, typeof ALL> | undefined;
  q: string | undefined;
  sort: Sort;
  page: number;
  pageSize: number;
} & Partial<Record<Extra, string>>;

interface ListStateSpec<Status extends string, Sort extends string, Extra extends string> {
  /** The status filters' values, 'all' among them. */
  statuses: readonly Status[];
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** The list's own filters, each read from its parameter to a valid value or '' (no filter). */
  extras?: Record<Extra, (value: string | null) => string>;
}

/**
 * A list's state in the address, so Back and a shared link return to the same view: reading it
 * (anything the API would refuse falls back to the default), writing it (defaults left out), and
 * turning it into the API's list filters.
 */
export function listState<Status extends string, Sort extends string, Extra extends string = never>(spec: ListStateSpec<Status, Sort, Extra>) {
  type State = ListState<Status, Sort, Extra>;
  const extras = Object.entries(spec.extras ?? {}) as [Extra, (value: string | null) => string][];

  function read(params: URLSearchParams): State {
    const base = {
      status: oneOf(params.get('status'), spec.statuses, ALL as Status),
      q: params.get('q') ?? '',
      sort: oneOf(params.get('sort'), spec.sorts, spec.defaultSort),
      page: positiveParam(params.get('page'), 1, PAGE_MAX),
      pageSize: positiveParam(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    };
    return { ...base, ...Object.fromEntries(extras.map(([name, parse]) => [name, parse(params.get(name))])) } as State;
  }

  function write(state: State): URLSearchParams {
    const params = new URLSearchParams();
    if (state.status !== ALL) params.set('status', state.status);
    if (state.q !== '') params.set('q', state.q);
    if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
    for (const [name] of extras) if (state[name] !== '') params.set(name, state[name]);
    if (state.page !== 1) params.set('page', String(state.page));
    if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('pageSize', String(state.pageSize));
    return params;
  }

  function filters(state: State): ListFilters<Status, Sort, Extra> {
    const q = state.q.trim();
    const base = {
      status: state.status === ALL ? undefined : (state.status as Exclude<Status, typeof ALL>),
      q: q === '' ? undefined : q,
      sort: state.sort,
      page: state.page,
      pageSize: state.pageSize,
    };
    return { ...base, ...Object.fromEntries(extras.map(([name]) => [name, state[name] === '' ? undefined : state[name]])) } as ListFilters<Status, Sort, Extra>;
  }

  return { read, write, filters };
}

/** A list's state codec, as `listState` makes it. */
export type ListStateCodec<State> = { read(params: URLSearchParams): State; write(state: State): URLSearchParams };
