import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function ChangeOrderList() {
  return <NotBuiltYet screen="Change orders" />;
}
