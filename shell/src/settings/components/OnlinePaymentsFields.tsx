import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Form, InputNumber, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { appPaths, minorDigits, type AccountSettings } from '@ledgerline/contracts';
import { subscriptionStatusQueryOptions } from '../../frame/api/app-info-queries.ts';

/** Why the switch is off limits: the plan (as the server's status says) does not include online payments. */
function NotInPlan({ planName, on }: { planName: string; on: boolean }) {
  const sentence = on
    ? `Your ${planName} plan does not include online payments, so your clients see no Pay now.`
    : `Online payments are not part of your ${planName} plan.`;
  return (
    <>
      {sentence}{' '}
      <Link to={appPaths.pricing()} style={{ textDecoration: 'underline' }}>
        See plans
      </Link>
    </>
  );
}

/**
 * Pay now on invoices: whether clients may pay by card from the invoice's public page, and whether
 * in part. The minimum is kept in minor units and typed in the currency's major units. A plan without
 * online payments (the status says what the plan allows) keeps the switch from being turned on, and
 * says why; one left on from a bigger plan can still be turned off.
 */
export function OnlinePaymentsFields({ title }: { title: ReactNode }) {
  const currency = Form.useWatch<AccountSettings['currency']>('currency') ?? 'USD';
  const accepts = Form.useWatch<boolean>('acceptOnlinePayments');
  const partial = Form.useWatch<boolean>('allowPartialPayments');
  const { data: status } = useQuery(subscriptionStatusQueryOptions);
  const notInPlan = status != null && !status.features.onlinePayments;
  const scale = 10 ** minorDigits(currency);
  return (
    <Card title={title}>
      <Form.Item
        label="Accept online payments"
        name="acceptOnlinePayments"
        valuePropName="checked"
        extra={notInPlan ? <NotInPlan planName={status.plan?.name ?? 'current'} on={accepts === true} /> : "Clients can pay your invoices by card with Pay now on the invoice's link."}
      >
        <Switch disabled={notInPlan && accepts !== true} />
      </Form.Item>
      <Form.Item label="Allow partial payments" name="allowPartialPayments" valuePropName="checked" hidden={!accepts}>
        <Switch />
      </Form.Item>
      <Form.Item
        label={`Smallest part payment (${currency})`}
        name="minimumPartialPayment"
        hidden={!accepts || !partial}
        getValueProps={(value: number | undefined) => ({ value: value === undefined ? undefined : value / scale })}
        normalize={(value: number | null) => Math.round((value ?? 0) * scale)}
      >
        <InputNumber min={0} step={1} style={{ width: 200 }} />
      </Form.Item>
    </Card>
  );
}
