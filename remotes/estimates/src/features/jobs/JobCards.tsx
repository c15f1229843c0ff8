import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatMoney, type JobSummary } from '@ledgerline/contracts';
import { CardList, type ServerPage } from '@ledgerline/lists';
import { JobStatusTag } from './JobStatusTag.tsx';

/** The jobs on a phone: a card each, its title as the link, what is left to bill and held back under it. */
export function JobCards(props: ServerPage<JobSummary>) {
  return (
    <CardList
      {...props}
      label="Jobs"
      card={(row) => {
        const money = (minor: number) => formatMoney(minor, row.currency);
        return (
          <Card size="small">
            <Flex justify="space-between" align="baseline" gap={8}>
              <Link to={appPaths.job(row.id)} style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {row.title || row.number}
              </Link>
              <Typography.Text strong>{money(row.contractValue)}</Typography.Text>
            </Flex>
            <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
              <Typography.Text ellipsis style={{ minWidth: 0 }}>
                {row.client.name} · {row.number}
              </Typography.Text>
              <JobStatusTag status={row.status} />
            </Flex>
            <Flex justify="space-between" gap={8} wrap style={{ marginTop: 4 }}>
              <Typography.Text type="secondary">Left to bill {money(row.leftToBill)}</Typography.Text>
              {row.retainageHeld !== 0 && <Typography.Text type="secondary">Retainage {money(row.retainageHeld)}</Typography.Text>}
            </Flex>
          </Card>
        );
      }}
    />
  );
}
