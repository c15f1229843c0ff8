import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function PaymentMethodsPage() {
  return <NotBuiltYet screen="Payment methods" />;
}
