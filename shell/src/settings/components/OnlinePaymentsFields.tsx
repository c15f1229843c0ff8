import type { ReactNode } from 'react';
import { Card, Form, InputNumber, Switch } from 'antd';
import { minorDigits, type AccountSettings } from '@ledgerline/contracts';

/**
 * Pay now on invoices: whether clients may pay by card from the invoice's public page, and whether
 * in part. The minimum is kept in minor units and typed in the currency's major units.
 */
export function OnlinePaymentsFields({ title }: { title: ReactNode }) {
  const currency = Form.useWatch<AccountSettings['currency']>('currency') ?? 'USD';
  const accepts = Form.useWatch<boolean>('acceptOnlinePayments');
  const partial = Form.useWatch<boolean>('allowPartialPayments');
  const scale = 10 ** minorDigits(currency);
  return (
    <Card title={title}>
      <Form.Item label="Accept online payments" name="acceptOnlinePayments" valuePropName="checked" extra="Clients can pay your invoices by card with Pay now on the invoice's link.">
        <Switch />
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
