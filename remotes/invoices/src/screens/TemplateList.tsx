import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function TemplateList() {
  return <NotBuiltYet screen="Invoice templates" />;
}
