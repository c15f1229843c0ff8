import type { TablePaginationConfig, TableProps } from 'antd';

/**
 * A table over one server page of a list sorted by an API sort key ("total" ascending, "-total"
 * descending): the column headers show and change that sort, and the pager asks for other pages.
 */

/** How a column header shows the list's sort. */
export function sortOrderOf(sort: string, column: string): 'ascend' | 'descend' | null {
  if (sort === column) return 'ascend';
  if (sort === `-${column}`) return 'descend';
  return null;
}

type TableSorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/** The sort a click on a column header asks for; a third click (no order) goes back to `fallback`. */
export function sortFromTable<Sort extends string, Row>(sorter: TableSorter<Row>, sortable: readonly string[], fallback: Sort): Sort {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = single?.columnKey;
  if (typeof column !== 'string' || !sortable.includes(column) || !single?.order) return fallback;
  return (single.order === 'ascend' ? column : `-${column}`) as Sort;
}

/** The pager of a server-paged table. */
export function serverPagination(page: number, pageSize: number, total: number): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
  };
}
