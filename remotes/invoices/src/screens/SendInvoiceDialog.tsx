import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function SendInvoiceDialog() {
  return <NotBuiltYet screen="Send invoice" />;
}
