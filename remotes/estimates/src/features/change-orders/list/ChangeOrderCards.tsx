import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatSignedMoney, type ChangeOrderSummary } from '@ledgerline/contracts';
import { CardList, type ServerPage } from '@ledgerline/lists';
import { ChangeOrderStatus } from './ChangeOrderStatus.tsx';

/** The list on a phone: one card per change order, the number as its link. */
export function ChangeOrderCards(props: ServerPage<ChangeOrderSummary>) {
  return (
    <CardList
      {...props}
      label="Change orders"
      card={(row) => (
        <Card size="small">
          <Flex justify="space-between" align="baseline" gap={8}>
            <Link to={appPaths.changeOrder(row.id)} style={{ fontWeight: 600 }}>
              {row.number}
            </Link>
            <Typography.Text strong>{formatSignedMoney(row.costDelta, row.currency)}</Typography.Text>
          </Flex>
          <Typography.Text ellipsis style={{ display: 'block', marginTop: 4 }}>
            {row.reason}
          </Typography.Text>
          <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
            <Typography.Text type="secondary" ellipsis style={{ minWidth: 0 }}>
              {row.client.name}
            </Typography.Text>
            <ChangeOrderStatus changeOrder={row} />
          </Flex>
        </Card>
      )}
    />
  );
}
