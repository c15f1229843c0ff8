import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function CheckoutSuccess() {
  return <NotBuiltYet screen="Checkout complete" />;
}
