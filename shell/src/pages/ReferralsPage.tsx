import { Flex, Result, Typography } from 'antd';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { useReferrals } from '@ledgerline/api-client';
import { HowReferralsWork } from '../referrals/HowReferralsWork.tsx';
import { ReferralLinkCard } from '../referrals/ReferralLinkCard.tsx';
import { ReferralList } from '../referrals/ReferralList.tsx';

/** /referrals: the account's link to share, how the reward works, and each referral's status. */
export default function ReferralsPage() {
  const referrals = useReferrals();
  if (referrals.error) return <Result status="error" title="Your referrals could not be loaded" subTitle={referrals.error.message} />;
  if (!referrals.data) return <TableSkeleton />;
  const { code, link, rewards } = referrals.data;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Referrals
      </Typography.Title>
      <ReferralLinkCard link={link} code={code} />
      <HowReferralsWork rewards={rewards} />
      <ReferralList referrals={referrals.data.referrals} />
    </Flex>
  );
}
