import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import type { AdminAccount, BillingInterval } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/forms';
import { useConfirm, useShell } from '@ledgerline/shell-sdk';
import { useChangeAccountPlan, usePlans } from '@ledgerline/api-client';

const INTERVALS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** Plan + interval + Save: gives the account the plan without a charge, after asking. */
export function AccountPlanControl({ account }: { account: AdminAccount }) {
  const { toast } = useShell();
  const confirm = useConfirm();
  const plans = usePlans();
  const change = useChangeAccountPlan();
  const [planKey, setPlanKey] = useState(account.plan);
  const [interval, setBillingInterval] = useState<BillingInterval>(account.subscription?.interval ?? 'month');
  const planName = plans.data?.items.find((plan) => plan.key === planKey)?.name ?? planKey;

  async function save() {
    const question = {
      title: `Put ${account.name} on ${planName}?`,
      description: planKey === 'free' ? 'Their paid period ends now.' : `A ${interval === 'month' ? 'month' : 'year'} of ${planName} starts now, without a charge.`,
      confirmText: 'Change plan',
    };
    if (!(await confirm(question))) return;
    try {
      const saved = await change.mutateAsync({ id: account.id, change: { planKey, interval } });
      toast.success(`${saved.name} is now on ${saved.planName}`);
    } catch (error) {
      toast.error('The plan was not changed', problemMessage(error, 'Try again.'));
    }
  }

  return (
    <Flex gap="small" wrap>
      <Select
        aria-label="Plan"
        style={{ minWidth: 140 }}
        loading={plans.isPending}
        value={planKey}
        onChange={setPlanKey}
        options={(plans.data?.items ?? []).map((plan) => ({ value: plan.key, label: plan.name }))}
      />
      <Select<BillingInterval> aria-label="Billing interval" style={{ minWidth: 120 }} value={interval} onChange={setBillingInterval} options={INTERVALS} disabled={planKey === 'free'} />
      <Button type="primary" loading={change.isPending} onClick={save}>
        Save plan
      </Button>
    </Flex>
  );
}
