import { Steps, Typography } from 'antd';
import { formatDate, REFERRAL_STATUS_LABELS, type Referral } from '@ledgerline/contracts';

/** The step each status waits on next; a rewarded referral has finished them all. */
const NEXT_STEP = { signed_up: 1, paid: 2, rewarded: 2 } as const;

/** A referral's way: signed up → paid → reward granted, each with its date; or ineligible with the reason. */
export function ReferralProgress({ referral }: { referral: Referral }) {
  if (referral.status === 'ineligible') {
    return <Typography.Text type="secondary">{referral.reason}</Typography.Text>;
  }
  const dated = (at: string | undefined) => (at ? formatDate(at) : undefined);
  return (
    <Steps
      size="small"
      current={NEXT_STEP[referral.status]}
      status={referral.status === 'rewarded' ? 'finish' : 'wait'}
      items={[
        { title: REFERRAL_STATUS_LABELS.signed_up, content: dated(referral.signedUpAt) },
        { title: REFERRAL_STATUS_LABELS.paid, content: dated(referral.paidAt) },
        { title: REFERRAL_STATUS_LABELS.rewarded, content: dated(referral.rewardedAt) },
      ]}
    />
  );
}
