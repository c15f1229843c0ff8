import { Descriptions, Typography } from 'antd';
import { addDays, formatDate, formatMoney, formatSignedMoney, type Job } from '@ledgerline/contracts';
import { signedDays } from '../../../shared/signed-change.ts';

interface ChangeOrderImpactProps {
  /** The cost delta from the calculator, or null while the lines cannot be computed. */
  costDelta: number | null;
  daysDelta: number;
  currency: string;
  job: Job | null;
  /** An approved change order is already in the job's figures. */
  approved: boolean;
}

/** What the change does to the job: its cost and days, and the contract value and completion once approved. */
export function ChangeOrderImpact({ costDelta, daysDelta, currency, job, approved }: ChangeOrderImpactProps) {
  const completion = job?.revisedCompletionDate ?? job?.originalCompletionDate ?? null;
  const items = [
    { key: 'cost', label: 'Cost change', children: <strong>{costDelta === null ? '—' : formatSignedMoney(costDelta, currency)}</strong> },
    { key: 'days', label: 'Schedule change', children: daysDelta === 0 ? 'None' : signedDays(daysDelta) },
    ...(job && !approved && costDelta !== null
      ? [{ key: 'contract', label: 'Contract value if approved', children: formatMoney(job.contractValue + costDelta, currency) }]
      : []),
    ...(job && !approved && completion ? [{ key: 'completion', label: 'Completion if approved', children: formatDate(addDays(completion, daysDelta)) }] : []),
  ];
  return (
    <section aria-label="Cost and schedule">
      <Descriptions column={1} size="small" bordered items={items} styles={{ content: { textAlign: 'right' } }} />
      {costDelta !== null && costDelta < 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          A reduction is credited on the job's next invoice, never invoiced below zero.
        </Typography.Text>
      )}
    </section>
  );
}
