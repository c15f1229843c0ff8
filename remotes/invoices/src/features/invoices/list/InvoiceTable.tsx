import type { TableProps } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag, sortOrderOf, type ServerPage } from '@ledgerline/shell-sdk';
import { clientColumn, numberColumn, ServerTable } from '@ledgerline/shell-sdk/list-screens';
import type { InvoiceSort } from './list-filters.ts';

const SORTABLE = ['number', 'issueDate', 'dueDate', 'total'] as const;
const invoicePath = (row: InvoiceSummary) => appPaths.invoice(row.id);

interface InvoiceTableProps extends ServerPage<InvoiceSummary> {
  sort: InvoiceSort;
  onSort(sort: InvoiceSort): void;
}

/** The invoices of one server page; on a narrow screen it scrolls sideways with the number fixed on the left. */
export function InvoiceTable(props: InvoiceTableProps) {
  const columns: NonNullable<TableProps<InvoiceSummary>['columns']> = [
    numberColumn(props.sort, invoicePath, 140),
    clientColumn(),
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

  return <ServerTable {...props} columns={columns} sortable={SORTABLE} defaultSort="-issueDate" rowPath={invoicePath} scrollX={880} />;
}
