import { Alert, Button, Empty, Flex, Table, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths, formatSignedMoney, type ChangeOrderSummary, type Estimate } from '@ledgerline/contracts';
import { useChangeOrders } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemErrors } from '@ledgerline/shell-sdk';
import { isJob } from '../../../shared/job-statuses.ts';

/** The estimate's change orders with what each adds to the job, and the way to write a new one. */
export function EstimateChangeOrders({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate();
  const changeOrders = useChangeOrders({ estimateId: estimate.id, sort: 'number', pageSize: 100 });
  const canAdd = isJob(estimate.status);
  const columns: TableProps<ChangeOrderSummary>['columns'] = [
    {
      key: 'number',
      title: 'Change order',
      render: (_value, changeOrder) => (
        <>
          <Link to={appPaths.changeOrder(changeOrder.id)}>{changeOrder.number}</Link>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {changeOrder.reason}
            </Typography.Text>
          </div>
        </>
      ),
    },
    { key: 'status', title: 'Status', render: (_value, changeOrder) => <DocumentStatusTag kind="change_order" status={changeOrder.status} /> },
    { key: 'cost', title: 'Cost', align: 'right', render: (_value, changeOrder) => formatSignedMoney(changeOrder.costDelta, changeOrder.currency) },
  ];
  return (
    <section aria-label="Change orders">
      <Flex vertical gap={8}>
        {changeOrders.isError ? (
          <Alert type="error" showIcon title="The change orders could not be loaded." description={problemErrors(changeOrders.error).message} />
        ) : changeOrders.data?.total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={canAdd ? 'No change orders yet.' : 'Change orders can be added once the estimate is accepted.'} />
        ) : (
          <Table<ChangeOrderSummary>
            aria-label="Change orders of this estimate"
            rowKey="id"
            size="small"
            loading={changeOrders.isPending}
            pagination={false}
            columns={columns}
            dataSource={changeOrders.data?.items ?? []}
          />
        )}
        {canAdd && (
          <Button icon={<PlusOutlined />} onClick={() => navigate(`${appPaths.newChangeOrder()}?${new URLSearchParams({ estimateId: estimate.id })}`)}>
            New change order
          </Button>
        )}
      </Flex>
    </section>
  );
}
