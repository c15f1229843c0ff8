import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function SendChangeOrderDialog() {
  return <NotBuiltYet screen="Send change order" />;
}
