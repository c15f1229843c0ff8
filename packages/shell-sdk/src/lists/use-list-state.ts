import { useSearchParams } from 'react-router-dom';
import type { ListStateCodec } from './list-state.ts';

/**
 * A list screen's state, read from the address on every render, and `update`, which writes a change
 * back without a new history entry. A new filter, search or sort starts again at the first page;
 * a change of page says its page.
 */
export function useListState<State extends { page: number }>(codec: ListStateCodec<State>) {
  const [params, setParams] = useSearchParams();
  const state = codec.read(params);
  const update = (change: Partial<State>) => setParams(codec.write({ ...state, page: 1, ...change }), { replace: true });
  return { state, update };
}
