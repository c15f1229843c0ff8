import type { PaymentInput } from '@ledgerline/contracts';

export const PAYMENT_METHOD_LABELS: Record<PaymentInput['method'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};
