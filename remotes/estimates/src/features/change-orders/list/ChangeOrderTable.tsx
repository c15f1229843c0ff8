import { Table, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths, formatDate, formatSignedMoney, type ChangeOrderSummary } from '@ledgerline/contracts';
import { serverPagination, sortFromTable, sortOrderOf } from '@ledgerline/shell-sdk';
import { ChangeOrderStatus } from './ChangeOrderStatus.tsx';
import type { ChangeOrderSort } from './change-order-list-state.ts';

const SORTABLE = ['number', 'costDelta', 'createdAt'] as const;

interface ChangeOrderTableProps {
  rows: ChangeOrderSummary[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  sort: ChangeOrderSort;
  onPage(page: number, pageSize: number): void;
  onSort(sort: ChangeOrderSort): void;
}

/** The change orders of one server page, each with the estimate and client it belongs to. */
export function ChangeOrderTable(props: ChangeOrderTableProps) {
  const navigate = useNavigate();
  const columns: TableProps<ChangeOrderSummary>['columns'] = [
    {
      title: 'Number',
      dataIndex: 'number',
      key: 'number',
      fixed: 'left',
      width: 180,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'number'),
      render: (_value, row) => <Link to={appPaths.changeOrder(row.id)}>{row.number}</Link>,
    },
    { title: 'Estimate', key: 'estimate', width: 140, render: (_value, row) => <Link to={appPaths.estimate(row.estimate.id)}>{row.estimate.number}</Link> },
    {
      title: 'Client',
      key: 'client',
      ellipsis: true,
      render: (_value, row) => (
        <>
          <div>{row.client.name}</div>
          {row.client.company && <Typography.Text type="secondary">{row.client.company}</Typography.Text>}
        </>
      ),
    },
    { title: 'Reason', dataIndex: 'reason', key: 'reason', ellipsis: true },
    { title: 'Status', key: 'status', width: 190, render: (_value, row) => <ChangeOrderStatus changeOrder={row} /> },
    {
      title: 'Cost',
      key: 'costDelta',
      align: 'right',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'costDelta'),
      render: (_value, row) => formatSignedMoney(row.costDelta, row.currency),
    },
    { title: 'Days', key: 'days', align: 'right', width: 80, render: (_value, row) => (row.daysDelta > 0 ? `+${row.daysDelta}` : row.daysDelta) },
    { title: 'Created', key: 'createdAt', width: 120, sorter: true, sortOrder: sortOrderOf(props.sort, 'createdAt'), render: (_value, row) => formatDate(row.createdAt.slice(0, 10)) },
  ];

  const onChange: TableProps<ChangeOrderSummary>['onChange'] = (pagination, _filters, sorter) => {
    const nextSort = sortFromTable<ChangeOrderSort, ChangeOrderSummary>(sorter, SORTABLE, '-createdAt');
    if (nextSort !== props.sort) props.onSort(nextSort);
    else props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
  };

  return (
    <Table<ChangeOrderSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 1100 }}
      onChange={onChange}
      onRow={(row) => ({
        // The numbers are real links (keyboard, new tab); the rest of the row is a shortcut for the mouse.
        onClick: (event) => {
          if (!(event.target as Element).closest('a')) navigate(appPaths.changeOrder(row.id));
        },
        style: { cursor: 'pointer' },
      })}
      pagination={serverPagination(props.page, props.pageSize, props.total)}
      locale={{ emptyText: 'No change orders match these filters.' }}
    />
  );
}
