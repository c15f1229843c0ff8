import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function PublicEstimate() {
  return <NotBuiltYet screen="Estimate" />;
}
