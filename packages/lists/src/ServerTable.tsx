import { Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ServerPage } from './ServerListBody.tsx';
import { serverPagination, sortFromTable } from './server-table.ts';

interface ServerTableProps<Row extends { id: string }, Sort extends string> extends ServerPage<Row> {
  columns: NonNullable<TableProps<Row>['columns']>;
  sort: Sort;
  /** The keys of the columns whose headers sort. */
  sortable: readonly string[];
  /** The list's sort when no header sorts it. */
  defaultSort: Sort;
  onSort(sort: Sort): void;
  /** The row's own page, where a click on the row leads. */
  rowPath(row: Row): string;
  /** The width below which the table scrolls sideways (the first column is fixed). */
  scrollX: number;
}

/** One server page of a list as a table: headers that sort on the server, a pager, rows that open their page. */
export function ServerTable<Row extends { id: string }, Sort extends string>(props: ServerTableProps<Row, Sort>) {
  const navigate = useNavigate();

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const nextSort = sortFromTable<Sort, Row>(sorter, props.sortable, props.defaultSort);
    if (nextSort !== props.sort) props.onSort(nextSort);
    else props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
  };

  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      columns={props.columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: props.scrollX }}
      onChange={onChange}
      onRow={(row) => ({
        // Links in a row are real links (keyboard, new tab); the rest of the row is a shortcut for the mouse.
        onClick: (event) => {
          if (!(event.target as Element).closest('a')) navigate(props.rowPath(row));
        },
        style: { cursor: 'pointer' },
      })}
      pagination={serverPagination(props.page, props.pageSize, props.total)}
      locale={{ emptyText: props.emptyText }}
    />
  );
}
