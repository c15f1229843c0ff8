import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { paymentModeAnswerSchema, type PaymentMode } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { PaymentsOffNotice } from './PaymentsOffNotice.tsx';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';
import type { TestPaymentTarget } from './test-provider.ts';

export type PaymentCardFormProps = {
  /** The provider the setup or payment was started with (its answer's `mode`). */
  mode: PaymentMode;
  /** A saved card's setup or one payment, with the client secret our API answered. */
  target: TestPaymentTarget;
  submitLabel: string;
  onComplete: () => void;
};

const paymentModeQuery = {
  queryKey: ['/api/payments/mode'] as const,
  queryFn: async () => paymentModeAnswerSchema.parse(await (await apiRequest('GET', '/api/payments/mode')).json()),
  staleTime: Number.POSITIVE_INFINITY,
};

function StripeMode(props: Omit<PaymentCardFormProps, 'mode'>) {
  const answer = useQuery(paymentModeQuery);
  if (answer.isPending) return <Spin aria-label="Loading the card form" />;
  const publishableKey = answer.data?.publishableKey;
  if (!publishableKey) return <Alert type="error" showIcon title="Card payments are not set up on this server yet." />;
  return <StripeCardForm {...props} publishableKey={publishableKey} />;
}

/**
 * The one card form of the app (saved cards, Pay now, checkout): the test-mode provider's form,
 * or Stripe Elements in Stripe mode.
 */
export function PaymentCardForm({ mode, ...props }: PaymentCardFormProps) {
  if (mode === 'off') return <PaymentsOffNotice detail="No card can be taken here." />;
  return mode === 'test' ? <TestCardForm {...props} /> : <StripeMode {...props} />;
}
