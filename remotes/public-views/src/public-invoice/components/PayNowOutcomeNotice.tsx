import { useEffect, useEffectEvent } from 'react';
import { Alert, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney, type PayNowOutcome } from '@ledgerline/contracts';
import { payNowOutcomeQueryOptions } from '../api/get-pay-now-outcome.ts';
import { publicInvoiceQueryOptions } from '../api/get-public-invoice.ts';

/** `token` is the paid invoice's link; `onSettled` also hears when the payment is recorded or refunded (a page that shows the invoice from elsewhere). */
type Props = { token: string; paymentId: string; amount: number; currency: string; onSettled?: () => void };

function OutcomeAlert({ outcome, amount }: { outcome: PayNowOutcome; amount: number }) {
  const money = (value: number) => formatMoney(value, outcome.currency);
  if (outcome.outcome === 'refunded') {
    return (
      <Alert
        type="warning"
        showIcon
        title="This invoice was already paid, so your payment was refunded."
        description={`${money(outcome.refunded)} is on its way back to your card. Nothing more is owed.`}
      />
    );
  }
  if (outcome.outcome === 'partly_refunded') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Your payment of ${money(outcome.applied)} was received; the rest was already paid, so ${money(outcome.refunded)} was refunded.`}
        description="The refund is on its way back to your card."
      />
    );
  }
  return <Alert type="success" showIcon title={`Your payment of ${money(amount)} was received.`} />;
}

/**
 * After the card went through: says what the business's records made of the payment. A payment that
 * arrived after the invoice was settled (another tab, another payer) is refunded, and the client is
 * told so rather than thanked for it.
 */
export function PayNowOutcomeNotice({ token, paymentId, amount, currency, onSettled }: Props) {
  const queryClient = useQueryClient();
  const outcome = useQuery(payNowOutcomeQueryOptions(token, paymentId));
  const settled = outcome.data !== undefined && outcome.data.outcome !== 'pending';
  const onceSettled = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: publicInvoiceQueryOptions(token).queryKey, exact: true });
    onSettled?.();
  });
  useEffect(() => {
    if (settled) onceSettled();
  }, [settled]);

  if (outcome.error) return <Alert type="success" showIcon title={`Your payment of ${formatMoney(amount, currency)} went through.`} description="Reload the page in a moment to see the invoice's new balance." />;
  if (!outcome.data || outcome.data.outcome === 'pending') return <Spin aria-label="Confirming your payment" />;
  return <OutcomeAlert outcome={outcome.data} amount={amount} />;
}
