import { useSearchParams } from 'react-router-dom';
import type { ListStateCodec } from './list-state.ts';

const UNFILTERING_PARAMS = new Set(['sort', 'page', 'pageSize']);

interface BaseListState {
  status: string;
  q: string;
  sort: string;
  page: number;
  pageSize: number;
}

/**
 * A list screen's state, read from the address on every render, and `update`, which writes a change
 * back without a new history entry. A new filter, search or sort starts again at the first page; a
 * change of page says its page. `filterBar` and `paging` are the same state as ListFilterBar's and
 * ServerListBody's props.
 */
export function useListState<State extends BaseListState>(codec: ListStateCodec<State>) {
  const [params, setParams] = useSearchParams();
  const state = codec.read(params);
  const update = (change: Partial<State>) => setParams(codec.write({ ...state, page: 1, ...change }), { replace: true });
  const filterBar = {
    status: state.status as State['status'],
    q: state.q,
    sort: state.sort as State['sort'],
    onStatus: (status: State['status']) => update({ status } as Partial<State>),
    onSearch: (q: string) => update({ q } as Partial<State>),
    onSort: (sort: State['sort']) => update({ sort } as Partial<State>),
  };
  // Anything in the address but the sort and the paging narrows the list.
  const filtered = [...codec.write(state).keys()].some((key) => !UNFILTERING_PARAMS.has(key));
  const paging = {
    page: state.page,
    pageSize: state.pageSize,
    filtered,
    onPage: (page: number, pageSize: number) => update({ page, pageSize } as Partial<State>),
  };
  return { state, update, filterBar, paging };
}
