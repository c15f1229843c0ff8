import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function Pricing() {
  return <NotBuiltYet screen="Pricing" />;
}
