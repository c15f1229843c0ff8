import { Table, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag, serverPagination, sortFromTable, sortOrderOf } from '@ledgerline/shell-sdk';
import type { InvoiceSort } from './list-filters.ts';

const SORTABLE = ['number', 'issueDate', 'dueDate', 'total'] as const;

interface InvoiceTableProps {
  rows: InvoiceSummary[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  sort: InvoiceSort;
  onPage(page: number, pageSize: number): void;
  onSort(sort: InvoiceSort): void;
}

/** The invoices of one server page; on a narrow screen it scrolls sideways with the number fixed on the left. */
export function InvoiceTable(props: InvoiceTableProps) {
  const navigate = useNavigate();
  const columns: TableProps<InvoiceSummary>['columns'] = [
    {
      title: 'Number',
      dataIndex: 'number',
      key: 'number',
      fixed: 'left',
      width: 140,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'number'),
      render: (_value, row) => <Link to={appPaths.invoice(row.id)}>{row.number}</Link>,
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
    { title: 'Due date', dataIndex: 'dueDate', key: 'dueDate', width: 130, sorter: true, sortOrder: sortOrderOf(props.sort, 'dueDate'), render: (date: string) => formatDate(date) },
    { title: 'Status', key: 'status', width: 150, render: (_value, row) => <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} /> },
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
    { title: 'Balance', key: 'balance', align: 'right', width: 130, render: (_value, row) => formatMoney(row.balance, row.currency) },
  ];

  const onChange: TableProps<InvoiceSummary>['onChange'] = (pagination, _filters, sorter) => {
    const nextSort = sortFromTable<InvoiceSort, InvoiceSummary>(sorter, SORTABLE, '-issueDate');
    if (nextSort !== props.sort) props.onSort(nextSort);
    else props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.pageSize);
  };

  return (
    <Table<InvoiceSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 880 }}
      onChange={onChange}
      onRow={(row) => ({
        // The number is a real link (keyboard, new tab); the rest of the row is a shortcut for the mouse.
        onClick: (event) => {
          if (!(event.target as Element).closest('a')) navigate(appPaths.invoice(row.id));
        },
        style: { cursor: 'pointer' },
      })}
      pagination={serverPagination(props.page, props.pageSize, props.total)}
      locale={{ emptyText: 'No invoices match these filters.' }}
    />
  );
}
