import { retainageRateWords, type RetainageRuleBody } from '@ledgerline/contracts';

/** The invoice line of the retainage an application keeps back, naming its rates. */
export function retainageLineText(rule: RetainageRuleBody): string {
  return `Less retainage held (${retainageRateWords(rule)})`;
}
