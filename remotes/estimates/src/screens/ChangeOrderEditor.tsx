import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function ChangeOrderEditor() {
  return <NotBuiltYet screen="Change order editor" />;
}
