import { Alert } from 'antd';
import { totalRuleProblem, type DocumentTotals } from '@ledgerline/contracts';

/**
 * The total rule (README, Money): credit lines are fine, a total below zero is not. Said in the
 * totals panel as soon as the figures break it, with the server's own sentence, before Save is pressed.
 */
export function NegativeTotalNotice({ totals }: { totals: DocumentTotals }) {
  const problem = totalRuleProblem(totals);
  if (!problem) return null;
  return <Alert type="error" showIcon title={problem} style={{ marginBottom: 8 }} />;
}
