import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function AdminContacts() {
  return <NotBuiltYet screen="Admin contacts" />;
}
