import { useRef, useState } from 'react';
import { Alert, Button, Flex, InputNumber, Radio, Typography } from 'antd';
import { formatMoney, minorDigits, type PayNowAnswer, type PayNowOffer } from '@ledgerline/contracts';
import { PaymentCardForm, TestModeTag } from '@ledgerline/payments-ui';
import { problemErrors } from '@ledgerline/shell-sdk';
import { startPayNow } from '../api/start-pay-now.ts';
import { PayNowOutcomeNotice } from './PayNowOutcomeNotice.tsx';

type Props = { token: string; currency: string; offer: PayNowOffer };

/**
 * Pay now on the public invoice: the client picks the full balance (or a part the business allows),
 * then pays by card. The Payment is recorded by the server when the provider confirms it; the page
 * then says what became of it (PayNowOutcomeNotice) and shows the invoice's new balance.
 */
export function PayNowPanel({ token, currency, offer }: Props) {
  const scale = 10 ** minorDigits(currency);
  const [choice, setChoice] = useState<'full' | 'part'>('full');
  const [part, setPart] = useState<number | null>(null);
  const [started, setStarted] = useState<PayNowAnswer | null>(null);
  const [paid, setPaid] = useState<PayNowAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = choice === 'full' ? offer.balance : Math.round((part ?? 0) * scale);
  // One key per amount chosen: clicking twice, or again after a network failure, starts one payment.
  const keys = useRef(new Map<number, string>());
  const money = (value: number) => formatMoney(value, currency);

  if (paid !== null) {
    return (
      <section className="panel no-print" aria-labelledby="pay-now-title">
        <h2 id="pay-now-title">Thank you</h2>
        <PayNowOutcomeNotice token={token} paymentId={paid.paymentId} amount={paid.amount} currency={paid.currency} />
      </section>
    );
  }
  if (!offer.enabled) return null;

  const onStart = async () => {
    setBusy(true);
    setError(null);
    try {
      const idempotencyKey = keys.current.get(amount) ?? crypto.randomUUID();
      keys.current.set(amount, idempotencyKey);
      setStarted(await startPayNow(token, amount, idempotencyKey));
    } catch (failure) {
      setError(problemErrors(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const onPaid = () => setPaid(started);

  return (
    <section className="panel no-print" aria-labelledby="pay-now-title">
      <Flex align="center" gap="small" wrap style={{ marginBottom: 12 }}>
        <h2 id="pay-now-title" style={{ margin: 0 }}>
          Pay this invoice online
        </h2>
        <TestModeTag mode={offer.mode} />
      </Flex>
      {started ? (
        <Flex vertical gap="middle">
          <Typography.Text strong>{`Paying ${money(started.amount)}`}</Typography.Text>
          <PaymentCardForm
            mode={started.mode}
            target={{ kind: 'payment', id: started.paymentId, clientSecret: started.clientSecret }}
            submitLabel={`Pay ${money(started.amount)}`}
            onComplete={onPaid}
          />
        </Flex>
      ) : (
        <Flex vertical gap="middle" align="start">
          {offer.allowPartial && (
            <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as 'full' | 'part')} aria-label="How much to pay">
              <Flex vertical gap="small">
                <Radio value="full">{`The full balance, ${money(offer.balance)}`}</Radio>
                <Radio value="part">Another amount</Radio>
              </Flex>
            </Radio.Group>
          )}
          {choice === 'part' && (
            <label>
              <Typography.Text>{`Amount (at least ${money(offer.minimum)})`}</Typography.Text>
              <InputNumber min={0} max={offer.balance / scale} value={part} onChange={setPart} style={{ display: 'block', width: 200 }} aria-label="Amount to pay" />
            </label>
          )}
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" size="large" loading={busy} disabled={amount <= 0} onClick={() => void onStart()}>
            {`Pay now ${money(amount)}`}
          </Button>
        </Flex>
      )}
    </section>
  );
}
