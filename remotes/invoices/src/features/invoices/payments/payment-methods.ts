import type { Payment } from '@ledgerline/contracts';

export const PAYMENT_METHOD_LABELS: Record<Payment['method'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
  client_credit: 'Client credit',
};
