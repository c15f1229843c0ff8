import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function Landing() {
  return <NotBuiltYet screen="Welcome" />;
}
