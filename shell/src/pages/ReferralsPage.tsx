import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function ReferralsPage() {
  return <NotBuiltYet screen="Referrals" />;
}
