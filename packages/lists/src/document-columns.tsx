import { Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { sortOrderOf } from './server-table.ts';

/** The document's number, fixed on the left, as the link to its page; it sorts the list. */
export function numberColumn<Row extends { number: string }>(sort: string, path: (row: Row) => string, width: number): TableColumnType<Row> {
  return {
    title: 'Number',
    dataIndex: 'number',
    key: 'number',
    fixed: 'left',
    width,
    sorter: true,
    sortOrder: sortOrderOf(sort, 'number'),
    render: (_value, row) => <Link to={path(row)}>{row.number}</Link>,
  };
}

/** The client's name, with the company under it. */
export function clientColumn<Row extends { client: { name: string; company: string } }>(): TableColumnType<Row> {
  return {
    title: 'Client',
    key: 'client',
    ellipsis: true,
    render: (_value, row) => (
      <>
        <div>{row.client.name}</div>
        {row.client.company && <Typography.Text type="secondary">{row.client.company}</Typography.Text>}
      </>
    ),
  };
}
