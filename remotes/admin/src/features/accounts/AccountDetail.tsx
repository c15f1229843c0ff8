import { Descriptions, Flex, Result, Typography } from 'antd';
import { problemMessage } from '@ledgerline/forms';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { useAdminAccount } from '@ledgerline/api-client';
import { formatMoment } from '../../shared/format.ts';
import { AccountPlanControl } from './AccountPlanControl.tsx';
import { UsersTable } from './UsersTable.tsx';

/** One account: plan and subscription, what it has made, and its users with their actions. */
export function AccountDetail({ id }: { id: string }) {
  const account = useAdminAccount(id);
  if (account.error) return <Result status="error" title="The account could not be loaded" subTitle={problemMessage(account.error, 'Try again.')} />;
  if (!account.data) return <TableSkeleton />;
  const { data } = account;
  const subscription = data.subscription;
  return (
    <Flex vertical gap="middle">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'plan', label: 'Plan', children: data.planName },
          {
            key: 'subscription',
            label: 'Subscription',
            children: subscription
              ? `${subscription.state === 'past_due' ? 'Past due' : 'Active'}${subscription.interval ? `, billed every ${subscription.interval}` : ''}${subscription.currentPeriodEnd ? `, period ends ${formatMoment(subscription.currentPeriodEnd)}` : ''}${subscription.cancelAtPeriodEnd ? ', cancels then' : ''}`
              : 'None (Free)',
          },
          { key: 'created', label: 'Signed up', children: formatMoment(data.createdAt) },
          { key: 'usage', label: 'Usage', children: `${data.usage.invoices} invoices, ${data.usage.estimates} estimates, ${data.usage.changeOrders} change orders, ${data.usage.clients} clients` },
        ]}
      />
      <AccountPlanControl key={`${data.plan}-${subscription?.interval ?? ''}`} account={data} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Users
      </Typography.Title>
      <UsersTable users={data.members} />
    </Flex>
  );
}
