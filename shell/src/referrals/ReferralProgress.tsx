import { Steps, Typography } from 'antd';
import { formatDate, REFERRAL_STATUS_LABELS, type Referral } from '@ledgerline/contracts';

const STEP_INDEX = { signed_up: 0, paid: 1, rewarded: 2 } as const;

/** A referral's way: signed up → paid → reward granted, each with its date; or ineligible with the reason. */
export function ReferralProgress({ referral }: { referral: Referral }) {
  if (referral.status === 'ineligible') {
    return <Typography.Text type="secondary">{referral.reason}</Typography.Text>;
  }
  const dated = (at: string | undefined) => (at ? formatDate(at) : undefined);
  return (
    <Steps
      size="small"
      current={STEP_INDEX[referral.status]}
      status={referral.status === 'rewarded' ? 'finish' : 'process'}
      items={[
        { title: REFERRAL_STATUS_LABELS.signed_up, content: dated(referral.signedUpAt) },
        { title: REFERRAL_STATUS_LABELS.paid, content: dated(referral.paidAt) },
        { title: REFERRAL_STATUS_LABELS.rewarded, content: dated(referral.rewardedAt) },
      ]}
    />
  );
}
