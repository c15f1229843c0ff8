import type { TableProps } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { INVOICE_LIST_COLUMNS as COLUMN, INVOICE_LIST_MIN_WIDTH } from '@ledgerline/invoice-list-rows';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { sortOrderOf, type ServerPage } from '@ledgerline/lists';
import { clientColumn, numberColumn, ServerTable } from '@ledgerline/lists/list-screens';
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
    numberColumn(props.sort, invoicePath, COLUMN.number.width),
    { ...clientColumn(), title: COLUMN.client.title },
    { ...COLUMN.issueDate, dataIndex: 'issueDate', key: 'issueDate', sorter: true, sortOrder: sortOrderOf(props.sort, 'issueDate'), render: (date: string) => formatDate(date) },
    { ...COLUMN.dueDate, dataIndex: 'dueDate', key: 'dueDate', sorter: true, sortOrder: sortOrderOf(props.sort, 'dueDate'), render: (date: string) => formatDate(date) },
    { ...COLUMN.status, key: 'status', render: (_value, row) => <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} /> },
    {
      title: COLUMN.total.title,
      width: COLUMN.total.width,
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'total'),
      render: (_value, row) => formatMoney(row.total, row.currency),
    },
    { title: COLUMN.balance.title, width: COLUMN.balance.width, key: 'balance', align: 'right', render: (_value, row) => formatMoney(row.balance, row.currency) },
  ];

  return <ServerTable {...props} columns={columns} sortable={SORTABLE} defaultSort="-issueDate" rowPath={invoicePath} scrollX={INVOICE_LIST_MIN_WIDTH} />;
}
