import { Descriptions, Typography } from 'antd';
import { formatDate, formatMoney, formatSignedMoney, type Job } from '@ledgerline/contracts';
import { signedDays } from './signed-change.ts';

/** What the job page adds to the figures: what the client paid, and the retainage held back. */
export type JobCollections = { paid: number; retainageHeld: number };

/**
 * The job an accepted estimate started: what the contract is worth now that change orders moved it,
 * and when it should be done. Only approved change orders count; sent ones are shown as pending.
 */
export function JobPanel({ job, collections }: { job: Job; collections?: JobCollections }) {
  const money = (minor: number) => formatMoney(minor, job.currency);
  const revised = job.revisedCompletionDate;
  const items = [
    { key: 'original', label: 'Original value', children: money(job.originalValue) },
    { key: 'approved', label: 'Approved changes', children: formatSignedMoney(job.approvedChanges, job.currency) },
    { key: 'pending', label: 'Pending changes', children: <Typography.Text type="secondary">{formatSignedMoney(job.pendingChanges, job.currency)}</Typography.Text> },
    { key: 'contract', label: 'Current contract value', children: <strong>{money(job.contractValue)}</strong> },
    { key: 'invoiced', label: 'Invoiced so far', children: money(job.invoiced) },
    ...(collections
      ? [
          { key: 'paid', label: 'Paid', children: money(collections.paid) },
          { key: 'retainage', label: 'Retainage held', children: money(collections.retainageHeld) },
        ]
      : []),
    { key: 'remaining', label: 'Left to invoice', children: money(job.remainingToInvoice) },
    { key: 'original-date', label: 'Original completion', children: job.originalCompletionDate ? formatDate(job.originalCompletionDate) : 'Not planned' },
    {
      key: 'revised-date',
      label: 'Revised completion',
      children: revised ? `${formatDate(revised)}${job.daysAdded !== 0 ? ` (${signedDays(job.daysAdded)})` : ''}` : job.daysAdded !== 0 ? signedDays(job.daysAdded) : 'Not planned',
    },
  ];
  return (
    <section aria-label="Job">
      <Descriptions column={1} size="small" bordered items={items} styles={{ content: { textAlign: 'right' } }} />
    </section>
  );
}
