import type { ReactNode } from 'react';
import { Card, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { BillingInterval, Plan } from '@ledgerline/contracts';
import { featureLines, INTERVAL_WORDS, limitLines, priceText } from './plan-highlights.ts';

const listStyle = { listStyle: 'none', padding: 0, margin: '12px 0', display: 'grid', gap: 6 } as const;

/** One plan on the pricing page: price for the chosen period, limits, features and its action. */
export function PlanCard({ plan, interval, current, action }: { plan: Plan; interval: BillingInterval; current: boolean; action: ReactNode }) {
  const free = plan.prices[interval] === 0;
  return (
    <Card
      role="region"
      aria-label={`${plan.name} plan`}
      style={{ height: '100%', borderColor: current ? '#1f5fbf' : undefined, borderWidth: current ? 2 : 1 }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {plan.name}
        </Typography.Title>
        {current && <Tag color="blue">Current plan</Tag>}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {plan.description}
      </Typography.Paragraph>
      <div>
        <span style={{ fontSize: 32, fontWeight: 700 }}>{priceText(plan, interval)}</span>
        {!free && <span style={{ color: 'rgba(0,0,0,0.65)' }}> / {INTERVAL_WORDS[interval].per}</span>}
      </div>
      <ul aria-label={`${plan.name} limits`} style={listStyle}>
        {limitLines(plan.limits).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul aria-label={`${plan.name} features`} style={{ ...listStyle, marginTop: 0, flex: 'auto' }}>
        {featureLines(plan).map(({ text, included }) => (
          <li key={text} style={{ color: included ? undefined : 'rgba(0,0,0,0.55)' }}>
            {included ? <CheckOutlined aria-label="Included" style={{ color: '#237804' }} /> : <CloseOutlined aria-label="Not included" />} {text}
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
