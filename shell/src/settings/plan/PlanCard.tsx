import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { useChangeSubscription, usePlans, useSubscription } from '@ledgerline/api-client';
import { appPaths, type Subscription } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/forms';
import { useConfirm, useShell } from '@ledgerline/shell-sdk';
import { downgradeOptions, priceLine, stateSentence } from './plan-state.ts';

function StateTag({ subscription }: { subscription: Subscription }) {
  if (subscription.state === 'past_due') return <Tag color="red">Payment failed</Tag>;
  if (subscription.cancelAtPeriodEnd) return <Tag color="orange">Cancelled</Tag>;
  if (subscription.scheduledChange) return <Tag color="gold">Change scheduled</Tag>;
  return <Tag color="green">Active</Tag>;
}

/** Settings' Plan card: the subscription's plan, state and dates, and change, cancel or resume. */
export function PlanCard() {
  const subscription = useSubscription();
  const plans = usePlans();
  const change = useChangeSubscription();
  const confirm = useConfirm();
  const { toast } = useShell();
  const navigate = useNavigate();
  const [downgradeTo, setDowngradeTo] = useState<string | null>(null);

  if (subscription.error) {
    return (
      <Card title="Plan">
        <Alert type="error" showIcon title="Your plan could not be loaded." description={problemMessage(subscription.error, 'Check your connection and try again.')} />
      </Card>
    );
  }
  if (!subscription.data) return <Card title="Plan" loading />;
  const current = subscription.data;
  const paid = current.currentPeriodEnd !== null;
  const failed = (title: string) => (error: unknown) => toast.error(title, problemMessage(error, 'Check your connection and try again.'));
  const options = paid && plans.data ? downgradeOptions(plans.data.items, current) : [];
  const chosen = options.find((option) => option.value === downgradeTo);

  const cancel = async () => {
    const yes = await confirm({
      title: `Cancel ${current.plan.name}?`,
      description: `You keep ${current.plan.name} until the end of this period, then your account goes back to Free.`,
      confirmText: 'Cancel plan',
      cancelText: 'Keep plan',
      destructive: true,
    });
    if (yes) change.mutate({ kind: 'cancel' }, { onError: failed('The plan could not be cancelled') });
  };

  return (
    <Card title="Plan">
      <Flex vertical gap="small">
        <Flex align="center" gap="small" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {current.plan.name}
          </Typography.Text>
          {paid && <StateTag subscription={current} />}
          {paid && <Typography.Text type="secondary">{priceLine(current)}</Typography.Text>}
        </Flex>
        {current.state === 'past_due' ? (
          <Alert type="warning" showIcon title={stateSentence(current)} />
        ) : (
          <Typography.Text>{stateSentence(current)}</Typography.Text>
        )}
        <Flex gap="small" wrap>
          {current.state === 'past_due' && current.interval && (
            <Button type="primary" onClick={() => void navigate(`${appPaths.checkout(current.plan.key)}?interval=${current.interval}`)}>
              Pay now
            </Button>
          )}
          <Button type={paid ? 'default' : 'primary'} onClick={() => void navigate(appPaths.pricing())}>
            {paid ? 'Upgrade' : 'See plans'}
          </Button>
          {paid && current.state === 'active' && !current.cancelAtPeriodEnd && (
            <Button danger loading={change.isPending && change.variables?.kind === 'cancel'} onClick={() => void cancel()}>
              Cancel plan
            </Button>
          )}
          {(current.cancelAtPeriodEnd || current.scheduledChange) && (
            <Button loading={change.isPending && change.variables?.kind === 'resume'} onClick={() => change.mutate({ kind: 'resume' }, { onError: failed('The plan could not be resumed') })}>
              Keep {current.plan.name}
            </Button>
          )}
        </Flex>
        {current.state === 'active' && options.length > 0 && (
          <Flex gap="small" wrap align="center">
            <Select
              aria-label="Switch at the end of the period to"
              placeholder="Switch at the end of the period to…"
              style={{ minWidth: 260 }}
              options={options.map(({ value, label }) => ({ value, label }))}
              value={downgradeTo}
              onChange={setDowngradeTo}
            />
            <Button
              disabled={!chosen}
              loading={change.isPending && change.variables?.kind === 'change'}
              onClick={() =>
                chosen && change.mutate({ kind: 'change', planKey: chosen.planKey, interval: chosen.interval }, { onSuccess: () => setDowngradeTo(null), onError: failed('The plan could not be changed') })
              }
            >
              Schedule change
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
