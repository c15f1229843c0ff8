import { Table, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type EstimateSummary } from '@ledgerline/contracts';
import { DocumentStatusTag, serverPagination, sortFromTable, sortOrderOf } from '@ledgerline/shell-sdk';
import type { EstimateSort } from './estimate-list-state.ts';

const SORTABLE = ['number', 'issueDate', 'validUntil', 'total'] as const;

interface EstimateTableProps {
  rows: EstimateSummary[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  sort: EstimateSort;
  onPage(page: number, pageSize: number): void;
  onSort(sort: EstimateSort): void;
}

/** The estimates of one server page, with each job's contract value once accepted. */
export function EstimateTable(props: EstimateTableProps) {
  const navigate = useNavigate();
  const columns: TableProps<EstimateSummary>['columns'] = [
    {
      title: 'Number',
      dataIndex: 'number',
      key: 'number',
      fixed: 'left',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'number'),
      render: (_value, row) => <Link to={appPaths.estimate(row.id)}>{row.number}</Link>,
    },
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
    { title: 'Issue date', dataIndex: 'issueDate', key: 'issueDate', width: 130, sorter: true, sortOrder: sortOrderOf(props.sort, 'issueDate'), render: (date: string) => formatDate(date) },
    { title: 'Valid until', dataIndex: 'validUntil', key: 'validUntil', width: 130, sorter: true, sortOrder: sortOrderOf(props.sort, 'validUntil'), render: (date: string) => formatDate(date) },
    { title: 'Status', key: 'status', width: 150, render: (_value, row) => <DocumentStatusTag kind="estimate" status={row.status} /> },
    {
      title: 'Total',
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'total'),
      render: (_value, row) => formatMoney(row.total, row.currency),
    },
    {
      title: 'Contract value',
      key: 'contractValue',
      align: 'right',
      width: 140,
      // Before acceptance the contract value is the total itself: a dash says there is no job yet.
      render: (_value, row) => (row.acceptedAt ? formatMoney(row.contractValue, row.currency) : <Typography.Text type="secondary">—</Typography.Text>),
    },
  ];

  const onChange: TableProps<EstimateSummary>['onChange'] = (pagination, _filters, sorter) => {
    const nextSort = sortFromTable<EstimateSort, EstimateSummary>(sorter, SORTABLE, '-issueDate');
    if (nextSort !== props.sort) props.onSort(nextSort);
    else props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
  };

  return (
    <Table<EstimateSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 960 }}
      onChange={onChange}
      onRow={(row) => ({
        // The number is a real link (keyboard, new tab); the rest of the row is a shortcut for the mouse.
        onClick: (event) => {
          if (!(event.target as Element).closest('a')) navigate(appPaths.estimate(row.id));
        },
        style: { cursor: 'pointer' },
      })}
      pagination={serverPagination(props.page, props.pageSize, props.total)}
      locale={{ emptyText: 'No estimates match these filters.' }}
    />
  );
}
