import { Alert, Empty, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { invoicesQueryOptions } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemMessage } from '@ledgerline/forms';

const PAGE_SIZE = 100;

const columns: TableProps<InvoiceSummary>['columns'] = [
  {
    key: 'number',
    title: 'Number',
    render: (_value, invoice) => <Link to={appPaths.invoice(invoice.id)}>{invoice.number}</Link>,
  },
  { key: 'issueDate', title: 'Date', render: (_value, invoice) => formatDate(invoice.issueDate), responsive: ['sm'] },
  { key: 'status', title: 'Status', render: (_value, invoice) => <DocumentStatusTag kind="invoice" status={invoice.status} overdue={invoice.overdue} /> },
  {
    key: 'total',
    title: 'Total',
    align: 'right',
    responsive: ['md'],
    render: (_value, invoice) => formatMoney(invoice.total, invoice.currency),
  },
  {
    key: 'balance',
    title: 'Balance',
    align: 'right',
    render: (_value, invoice) => formatMoney(invoice.balance, invoice.currency),
  },
];

/** The client's invoices, newest first, each opening in the invoice editor. */
export function ClientInvoices({ clientId }: { clientId: string }) {
  // The invoices' own list key with a client filter: whatever changes an invoice refreshes this too.
  // Asked again whenever the page opens, as the client's totals beside it are.
  const invoices = useQuery({ ...invoicesQueryOptions({ clientId, sort: '-issueDate', pageSize: PAGE_SIZE }), staleTime: 0 });
  if (invoices.error) {
    return <Alert type="error" showIcon title="The invoices could not be loaded." description={problemMessage(invoices.error, 'Check your connection and try again.')} />;
  }
  if (invoices.data?.total === 0) return <Empty description="No invoices for this client yet." />;
  return (
    <Table<InvoiceSummary>
      aria-label="Invoices of this client"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={invoices.data?.items ?? []}
      loading={invoices.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
