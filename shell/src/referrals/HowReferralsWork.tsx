import { Card, Col, Row, Statistic, Typography } from 'antd';
import { REFERRAL_ATTRIBUTION_DAYS, type ReferralOverview } from '@ledgerline/contracts';

/** The rules in three sentences, and where the account stands this year. */
export function HowReferralsWork({ rewards }: { rewards: ReferralOverview['rewards'] }) {
  return (
    <Card title="How it works">
      <ol style={{ paddingInlineStart: 20, marginTop: 0 }}>
        <li>Share your link with another business.</li>
        <li>They create their account through it within {REFERRAL_ATTRIBUTION_DAYS} days of first opening it.</li>
        <li>When they start a paid plan, you each get one free month.</li>
      </ol>
      <Typography.Paragraph type="secondary">
        You can earn up to {rewards.cap} free months a year. Referring yourself or your own business does not count.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={12}>
          <Statistic title="Rewards this year" value={rewards.granted} suffix={`of ${rewards.cap}`} />
        </Col>
        <Col xs={12}>
          <Statistic title="Free months left" value={rewards.freeMonthsLeft} />
        </Col>
      </Row>
    </Card>
  );
}
