import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useSubscription } from '@ledgerline/api-client';
import { appPaths, formatDate, formatMoney } from '@ledgerline/contracts';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { checkoutResultFrom } from '../checkout/checkout-result-state.ts';
import { INTERVAL_WORDS } from '../pricing/plan-highlights.ts';
import { isPlansOff, PlansOff } from '../pricing/PlansOff.tsx';

const headingStyle = { font: 'inherit', margin: 0 };

/**
 * /checkout/success: what was bought, what it cost and the next billing date. Opened again later
 * (a reload has no checkout answer), it shows the plan the account is on now.
 */
export default function CheckoutSuccess() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const bought = checkoutResultFrom(state);
  const subscription = useSubscription({ enabled: bought === null });

  const actions = [
    <Button key="dashboard" type="primary" onClick={() => void navigate(appPaths.dashboard())}>
      Go to the dashboard
    </Button>,
    <Button key="settings" onClick={() => void navigate(appPaths.settings())}>
      Manage your plan
    </Button>,
  ];

  if (bought) {
    return (
      <Result
        status="success"
        title={<h1 style={headingStyle}>You are on the {bought.planName} plan</h1>}
        subTitle={
          <>
            <p style={{ margin: 0 }}>
              Paid {formatMoney(bought.amount, bought.currency)} on {formatDate(bought.paidAt)}. {INTERVAL_WORDS[bought.interval].billed}.
            </p>
            <p style={{ margin: 0 }}>Next billing date: {formatDate(bought.nextBillingDate)}</p>
          </>
        }
        extra={actions}
      />
    );
  }
  if (isPlansOff(subscription.error)) return <PlansOff error={subscription.error} />;
  if (!subscription.data) return <FullPageSpinner />;
  const { plan, currentPeriodEnd } = subscription.data;
  return (
    <Result
      status="success"
      title={<h1 style={headingStyle}>You are on the {plan.name} plan</h1>}
      subTitle={currentPeriodEnd ? `Next billing date: ${formatDate(currentPeriodEnd)}` : undefined}
      extra={actions}
    />
  );
}
