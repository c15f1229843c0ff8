import { Alert, Empty, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type CreditNoteSummary } from '@ledgerline/contracts';
import { useCreditNotes } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemMessage } from '@ledgerline/forms';

const PAGE_SIZE = 100;

const columns: TableProps<CreditNoteSummary>['columns'] = [
  { key: 'number', title: 'Number', render: (_value, note) => <Link to={appPaths.creditNote(note.id)}>{note.number}</Link> },
  { key: 'invoice', title: 'Invoice', render: (_value, note) => <Link to={appPaths.invoice(note.invoice.id)}>{note.invoice.number}</Link> },
  { key: 'date', title: 'Date', responsive: ['md'], render: (_value, note) => formatDate(note.issueDate) },
  { key: 'status', title: 'Status', responsive: ['md'], render: (_value, note) => <DocumentStatusTag kind="credit_note" status={note.status} /> },
  { key: 'total', title: 'Credited', align: 'right', render: (_value, note) => formatMoney(note.total, note.currency) },
];

/** The credit notes that corrected the client's invoices, newest first. */
export function ClientCreditNotes({ clientId }: { clientId: string }) {
  const creditNotes = useCreditNotes({ clientId, pageSize: PAGE_SIZE });
  if (creditNotes.error) {
    return <Alert type="error" showIcon title="The credit notes could not be loaded." description={problemMessage(creditNotes.error, 'Check your connection and try again.')} />;
  }
  if (creditNotes.data?.total === 0) return <Empty description="No credit notes for this client." />;
  return (
    <Table<CreditNoteSummary>
      aria-label="Credit notes of this client"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={creditNotes.data?.items ?? []}
      loading={creditNotes.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
