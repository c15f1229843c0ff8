import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function EstimateEditor() {
  return <NotBuiltYet screen="Estimate editor" />;
}
