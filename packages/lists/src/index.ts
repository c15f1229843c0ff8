export { oneOf, positiveParam, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './list-params.ts';
export { serverPagination, sortFromTable, sortOrderOf } from './server-table.ts';
export { ListFilterBar } from './ListFilterBar.tsx';
export { CardList } from './CardList.tsx';
export { listState, type ListFilters, type ListState, type ListStateCodec } from './list-state.ts';
export { ServerListBody, type ServerPage } from './ServerListBody.tsx';
