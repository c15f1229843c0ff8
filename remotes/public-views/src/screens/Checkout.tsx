import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function Checkout() {
  return <NotBuiltYet screen="Checkout" />;
}
