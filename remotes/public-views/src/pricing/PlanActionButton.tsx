import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { appPaths, type BillingInterval, type Plan } from '@ledgerline/contracts';
import type { PlanAction } from './plan-action.ts';

/** The plan card's button: start free, go to checkout, or change a smaller plan in Settings. */
export function PlanActionButton({ action, plan, interval }: { action: PlanAction; plan: Plan; interval: BillingInterval }) {
  const navigate = useNavigate();
  switch (action.kind) {
    case 'start-free':
      return (
        <Button block onClick={() => void navigate(appPaths.auth())}>
          Start free
        </Button>
      );
    case 'checkout':
      return (
        <Button type="primary" block onClick={() => void navigate(`${appPaths.checkout(plan.key)}?interval=${interval}`)}>
          {action.label}
        </Button>
      );
    case 'current':
      return (
        <Button block disabled>
          Your plan
        </Button>
      );
    case 'in-settings':
      return (
        <Button block onClick={() => void navigate(appPaths.settings())}>
          Change in Settings
        </Button>
      );
  }
}
