import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function ExchangeRate() {
  return <NotBuiltYet screen="Exchange rate" />;
}
