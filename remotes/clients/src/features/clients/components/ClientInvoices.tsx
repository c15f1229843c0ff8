import { Alert, Empty, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/shell-sdk';
import { useClientInvoices } from '../api/list-client-invoices.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';

const columns: TableProps<InvoiceSummary>['columns'] = [
  {
    key: 'number',
    title: 'Number',
    render: (_value, invoice) => <Link to={`/invoices/edit/${invoice.id}`}>{invoice.number}</Link>,
  },
  { key: 'issueDate', title: 'Date', render: (_value, invoice) => formatDate(invoice.issueDate), responsive: ['sm'] },
  { key: 'status', title: 'Status', render: (_value, invoice) => <InvoiceStatusTag status={invoice.status} overdue={invoice.overdue} /> },
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
  const invoices = useClientInvoices(clientId, true);
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
