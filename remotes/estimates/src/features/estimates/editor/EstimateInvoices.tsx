import { Empty, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatMoney, INVOICE_ROLE_LABELS, type Estimate, type EstimateInvoice } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

/** The invoices made from the estimate and its change orders, each opening in the invoice editor. */
export function EstimateInvoices({ estimate }: { estimate: Estimate }) {
  if (estimate.invoices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No invoices made from this estimate yet." />;
  const columns: TableProps<EstimateInvoice>['columns'] = [
    { key: 'number', title: 'Invoice', render: (_value, invoice) => <Link to={appPaths.invoice(invoice.id)}>{invoice.number}</Link> },
    { key: 'role', title: 'For', render: (_value, invoice) => INVOICE_ROLE_LABELS[invoice.role] },
    { key: 'status', title: 'Status', render: (_value, invoice) => <DocumentStatusTag kind="invoice" status={invoice.status} /> },
    { key: 'total', title: 'Total', align: 'right', render: (_value, invoice) => formatMoney(invoice.total, estimate.currency) },
  ];
  return <Table<EstimateInvoice> aria-label="Invoices made from this estimate" rowKey="id" size="small" pagination={false} columns={columns} dataSource={estimate.invoices} />;
}
