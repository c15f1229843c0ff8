import { Alert, Empty, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths, formatDate, formatMoney, type EstimateSummary } from '@ledgerline/contracts';
import { estimatesQueryOptions } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemMessage } from '@ledgerline/forms';

const PAGE_SIZE = 100;

const columns: TableProps<EstimateSummary>['columns'] = [
  { key: 'number', title: 'Number', render: (_value, estimate) => <Link to={appPaths.estimate(estimate.id)}>{estimate.number}</Link> },
  { key: 'issueDate', title: 'Date', render: (_value, estimate) => formatDate(estimate.issueDate), responsive: ['sm'] },
  { key: 'status', title: 'Status', render: (_value, estimate) => <DocumentStatusTag kind="estimate" status={estimate.status} /> },
  { key: 'total', title: 'Total', align: 'right', responsive: ['md'], render: (_value, estimate) => formatMoney(estimate.total, estimate.currency) },
  {
    key: 'contractValue',
    title: 'Contract value',
    align: 'right',
    // Only an accepted estimate is a contract; change orders approved since have moved its value.
    render: (_value, estimate) => (estimate.acceptedAt ? formatMoney(estimate.contractValue, estimate.currency) : <Typography.Text type="secondary">—</Typography.Text>),
  },
];

/** The client's estimates, newest first, with each job's contract value once accepted. */
export function ClientEstimates({ clientId }: { clientId: string }) {
  // The estimates' own list key with a client filter: whatever changes an estimate refreshes this too.
  const estimates = useQuery({ ...estimatesQueryOptions({ clientId, sort: '-issueDate', pageSize: PAGE_SIZE }), staleTime: 0 });
  if (estimates.error) {
    return <Alert type="error" showIcon title="The estimates could not be loaded." description={problemMessage(estimates.error, 'Check your connection and try again.')} />;
  }
  if (estimates.data?.total === 0) return <Empty description="No estimates for this client yet." />;
  return (
    <Table<EstimateSummary>
      aria-label="Estimates of this client"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={estimates.data?.items ?? []}
      loading={estimates.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
