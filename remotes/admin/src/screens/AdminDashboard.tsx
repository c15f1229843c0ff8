import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function AdminDashboard() {
  return <NotBuiltYet screen="Admin dashboard" />;
}
