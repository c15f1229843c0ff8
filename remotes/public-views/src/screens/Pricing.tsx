import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Col, Row, Typography } from 'antd';
import { usePlans, useSubscription } from '@ledgerline/api-client';
import { appPaths, billingIntervalSchema, type BillingInterval } from '@ledgerline/contracts';
import { FullPageSpinner, useShell } from '@ledgerline/shell-sdk';
import { problemMessage } from '@ledgerline/forms';
import { IntervalToggle } from '../pricing/IntervalToggle.tsx';
import { planAction } from '../pricing/plan-action.ts';
import { PlanActionButton } from '../pricing/PlanActionButton.tsx';
import { PlanCard } from '../pricing/PlanCard.tsx';
import { isPlansOff, PlansOff } from '../pricing/PlansOff.tsx';
import { monthsSavedYearly } from '../pricing/plan-highlights.ts';

/**
 * /pricing: the plans from the server, monthly or yearly, with what each includes and allows. A
 * signed-in user sees their plan marked (the shell frames the page for them); a visitor sees it alone.
 */
export default function Pricing() {
  const { user } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [interval, setInterval] = useState<BillingInterval>(billingIntervalSchema.catch('month').parse(params.get('interval')));
  const plans = usePlans();
  const subscription = useSubscription({ enabled: user !== null });

  if (isPlansOff(plans.error)) return <PlansOff error={plans.error} />;
  if (plans.error) return <Alert type="error" showIcon title="The plans could not be loaded." description={problemMessage(plans.error, 'Check your connection and try again.')} />;
  if (!plans.data || (user && subscription.isPending)) return <FullPageSpinner />;
  const items = plans.data.items;
  const current = subscription.data ?? null;

  return (
    <div style={{ maxWidth: 1080, margin: '0 auto', padding: user ? 0 : '24px 16px' }}>
      {!user && (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <Link to={appPaths.home()} style={{ fontWeight: 700, fontSize: 18 }}>
            Ledgerline
          </Link>
          <Button onClick={() => void navigate(appPaths.auth())}>Sign in</Button>
        </div>
      )}
      <Typography.Title level={1} style={{ marginBottom: 4 }}>
        Pricing
      </Typography.Title>
      <Typography.Paragraph type="secondary">Start free. Upgrade when your business grows; change or cancel any time.</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <IntervalToggle value={interval} onChange={setInterval} yearlySaving={Math.max(0, ...items.map(monthsSavedYearly))} />
      </div>
      <Row gutter={[16, 16]}>
        {items.map((plan) => (
          <Col key={plan.key} xs={24} md={8}>
            <PlanCard
              plan={plan}
              interval={interval}
              current={current?.plan.key === plan.key}
              action={<PlanActionButton action={planAction(items, plan, interval, current)} plan={plan} interval={interval} />}
            />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        Prices in US dollars. Paid plans renew automatically at the end of each period until you cancel.
      </Typography.Paragraph>
    </div>
  );
}
