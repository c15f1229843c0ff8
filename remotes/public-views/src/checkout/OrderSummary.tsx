import { Card, Descriptions, Typography } from 'antd';
import { formatMoney, type BillingInterval, type Plan } from '@ledgerline/contracts';
import { IntervalToggle } from '../pricing/IntervalToggle.tsx';
import { INTERVAL_WORDS, monthsSavedYearly } from '../pricing/plan-highlights.ts';

/** What is being bought: the plan, monthly or yearly, and what is charged today. */
export function OrderSummary({ plan, interval, onInterval }: { plan: Plan; interval: BillingInterval; onInterval: (interval: BillingInterval) => void }) {
  const amount = formatMoney(plan.prices[interval], plan.currency);
  return (
    <Card title="Order summary">
      <div style={{ marginBottom: 12 }}>
        <IntervalToggle value={interval} onChange={onInterval} yearlySaving={monthsSavedYearly(plan)} />
      </div>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Plan">{plan.name}</Descriptions.Item>
        <Descriptions.Item label="Price">
          {amount} / {INTERVAL_WORDS[interval].per}
        </Descriptions.Item>
        <Descriptions.Item label="Due today">
          <strong>{amount}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {INTERVAL_WORDS[interval].billed}: your plan starts now and renews every {INTERVAL_WORDS[interval].per} until you cancel in Settings.
      </Typography.Paragraph>
    </Card>
  );
}
