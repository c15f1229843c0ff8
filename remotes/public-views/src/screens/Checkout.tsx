import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Col, Result, Row, Typography } from 'antd';
import { usePlans } from '@ledgerline/api-client';
import { appPaths, billingIntervalSchema, formatMoney, type BillingInterval, type Plan } from '@ledgerline/contracts';
import { FormSkeleton } from '@ledgerline/shell-sdk';
import { problemMessage } from '@ledgerline/forms';
import { OrderSummary } from '../checkout/OrderSummary.tsx';
import { PaymentSection } from '../checkout/PaymentSection.tsx';
import { usePayForPlan } from '../checkout/use-pay-for-plan.ts';
import { isPlansOff, PlansOff } from '../pricing/PlansOff.tsx';

const headingStyle = { font: 'inherit', margin: 0 };

function NoSuchPlan({ planKey }: { planKey: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={headingStyle}>There is no plan called "{planKey}"</h1>}
      subTitle="The link may be old or mistyped. Choose one of the plans on the pricing page."
      extra={
        <Button type="primary" onClick={() => void navigate(appPaths.pricing())}>
          See the plans
        </Button>
      }
    />
  );
}

function BuyPlan({ plan, initialInterval }: { plan: Plan; initialInterval: BillingInterval }) {
  const [interval, setInterval] = useState(initialInterval);
  const { pay, paying, error } = usePayForPlan(plan, interval);
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Checkout: {plan.name}
      </Typography.Title>
      {error && <Alert type="error" showIcon title="The payment did not go through." description={problemMessage(error, 'Check your connection and try again.')} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <OrderSummary plan={plan} interval={interval} onInterval={setInterval} />
        </Col>
        <Col xs={24} md={14}>
          <PaymentSection payLabel={`Pay ${formatMoney(plan.prices[interval], plan.currency)}`} paying={paying} onPay={pay} />
        </Col>
      </Row>
    </div>
  );
}

/**
 * /checkout/:planKey: buys a plan (signed-in only: the shell sends a visitor to sign in and back).
 * ?interval=year preselects yearly billing. An unknown key or the free plan says so plainly.
 */
export default function Checkout() {
  const { planKey = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plans = usePlans();

  if (isPlansOff(plans.error)) return <PlansOff error={plans.error} />;
  if (plans.error) return <Alert type="error" showIcon title="The plans could not be loaded." description={problemMessage(plans.error, 'Check your connection and try again.')} />;
  if (!plans.data) return <FormSkeleton />;
  const plan = plans.data.items.find((candidate) => candidate.key === planKey);
  if (!plan) return <NoSuchPlan planKey={planKey} />;
  if (plan.prices.month === 0) {
    return (
      <Result
        status="info"
        title={<h1 style={headingStyle}>The Free plan needs no checkout</h1>}
        subTitle="Every account starts on Free. To go back to it from a paid plan, cancel in Settings."
        extra={<Button onClick={() => void navigate(appPaths.settings())}>Open Settings</Button>}
      />
    );
  }
  return <BuyPlan plan={plan} initialInterval={billingIntervalSchema.catch('month').parse(params.get('interval'))} />;
}
