import { Alert, Empty, Table, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths, formatSignedMoney, type ChangeOrderSummary } from '@ledgerline/contracts';
import { changeOrdersQueryOptions } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemMessage } from '@ledgerline/forms';

const PAGE_SIZE = 100;

const columns: TableProps<ChangeOrderSummary>['columns'] = [
  { key: 'number', title: 'Number', render: (_value, changeOrder) => <Link to={appPaths.changeOrder(changeOrder.id)}>{changeOrder.number}</Link> },
  { key: 'reason', title: 'Reason', ellipsis: true, responsive: ['md'], render: (_value, changeOrder) => changeOrder.reason },
  { key: 'status', title: 'Status', render: (_value, changeOrder) => <DocumentStatusTag kind="change_order" status={changeOrder.status} /> },
  {
    key: 'costDelta',
    title: 'Cost',
    align: 'right',
    render: (_value, changeOrder) => formatSignedMoney(changeOrder.costDelta, changeOrder.currency),
  },
];

/** The change orders on the client's jobs, newest first. */
export function ClientChangeOrders({ clientId }: { clientId: string }) {
  const changeOrders = useQuery({ ...changeOrdersQueryOptions({ clientId, sort: '-createdAt', pageSize: PAGE_SIZE }), staleTime: 0 });
  if (changeOrders.error) {
    return <Alert type="error" showIcon title="The change orders could not be loaded." description={problemMessage(changeOrders.error, 'Check your connection and try again.')} />;
  }
  if (changeOrders.data?.total === 0) return <Empty description="No change orders for this client yet." />;
  return (
    <Table<ChangeOrderSummary>
      aria-label="Change orders of this client"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={changeOrders.data?.items ?? []}
      loading={changeOrders.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
