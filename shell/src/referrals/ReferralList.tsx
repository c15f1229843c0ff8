import { Card, Empty, Flex, List, Tag } from 'antd';
import { REFERRAL_STATUS_LABELS, type Referral, type ReferralStatus } from '@ledgerline/contracts';
import { ReferralProgress } from './ReferralProgress.tsx';

const STATUS_COLORS: Record<ReferralStatus, string> = { signed_up: 'blue', paid: 'gold', rewarded: 'green', ineligible: 'default' };

/** Everyone who signed up through the account's link, newest first, with how far each got. */
export function ReferralList({ referrals }: { referrals: Referral[] }) {
  return (
    <Card title="Your referrals">
      {referrals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No one has signed up through your link yet. Share it to invite other businesses." />
      ) : (
        <List
          aria-label="Referrals"
          dataSource={referrals}
          rowKey="id"
          renderItem={(referral) => (
            <List.Item aria-label={referral.referredName}>
              <Flex vertical gap="small" style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" gap="small" wrap>
                  <strong>{referral.referredName}</strong>
                  <Tag color={STATUS_COLORS[referral.status]}>{REFERRAL_STATUS_LABELS[referral.status]}</Tag>
                </Flex>
                <ReferralProgress referral={referral} />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
