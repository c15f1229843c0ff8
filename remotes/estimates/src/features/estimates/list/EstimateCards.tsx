import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type EstimateSummary } from '@ledgerline/contracts';
import { CardList, type ServerPage } from '@ledgerline/lists';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

/** The list on a phone: one card per estimate, the number as its link. */
export function EstimateCards(props: ServerPage<EstimateSummary>) {
  return (
    <CardList
      {...props}
      label="Estimates"
      card={(row) => (
        <Card size="small">
          <Flex justify="space-between" align="baseline" gap={8}>
            <Link to={appPaths.estimate(row.id)} style={{ fontWeight: 600 }}>
              {row.number}
            </Link>
            <Typography.Text strong>{formatMoney(row.total, row.currency)}</Typography.Text>
          </Flex>
          <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              {row.client.name}
            </Typography.Text>
            <DocumentStatusTag kind="estimate" status={row.status} />
          </Flex>
          <Flex justify="space-between" gap={8} style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">Valid until {formatDate(row.validUntil)}</Typography.Text>
            {row.acceptedAt && <Typography.Text type="secondary">Contract {formatMoney(row.contractValue, row.currency)}</Typography.Text>}
          </Flex>
        </Card>
      )}
    />
  );
}
