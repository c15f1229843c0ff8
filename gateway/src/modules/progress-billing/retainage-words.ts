import type { RetainageRuleBody } from '@ledgerline/contracts';

/** The invoice line of the retainage an application keeps back, naming its rates. */
export function retainageLineText(rule: RetainageRuleBody): string {
  const rates = rule.workRate === rule.storedRate ? `${rule.workRate} %` : `${rule.workRate} % of work, ${rule.storedRate} % of stored materials`;
  const step = rule.stepAtPercent === null ? '' : `, ${rule.stepRate ?? ''} % past ${rule.stepAtPercent} % complete`;
  return `Less retainage held (${rates}${step})`;
}
