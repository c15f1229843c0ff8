import { Card, Empty, Flex, Tag } from 'antd';
import { REFERRAL_STATUS_LABELS, type Referral, type ReferralStatus } from '@ledgerline/contracts';
import { ReferralProgress } from './ReferralProgress.tsx';

const STATUS_COLORS: Record<ReferralStatus, string> = { signed_up: 'blue', paid: 'gold', rewarded: 'green', ineligible: 'default' };

const ITEM_STYLE = { padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };

/** Everyone who signed up through the account's link, newest first, with how far each got. */
export function ReferralList({ referrals }: { referrals: Referral[] }) {
  return (
    <Card title="Your referrals">
      {referrals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No one has signed up through your link yet. Share it to invite other businesses." />
      ) : (
        <ul aria-label="Referrals" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {referrals.map((referral) => (
            <li key={referral.id} aria-label={referral.referredName} style={ITEM_STYLE}>
              <Flex vertical gap="small">
                <Flex justify="space-between" align="center" gap="small" wrap>
                  <strong>{referral.referredName}</strong>
                  <Tag color={STATUS_COLORS[referral.status]}>{REFERRAL_STATUS_LABELS[referral.status]}</Tag>
                </Flex>
                <ReferralProgress referral={referral} />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
