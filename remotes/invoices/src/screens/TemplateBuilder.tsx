import { NotBuiltYet } from '@ledgerline/shell-sdk';

export default function TemplateBuilder() {
  return <NotBuiltYet screen="Template builder" />;
}
