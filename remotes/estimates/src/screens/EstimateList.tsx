import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function EstimateList() {
  return <NotBuiltYet screen="Estimates" />;
}
