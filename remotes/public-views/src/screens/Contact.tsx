import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function Contact() {
  return <NotBuiltYet screen="Contact us" />;
}
