/*
 * Outstanding invoices by days past their due date; one due today is current. The dashboard reports
 * them and the invoice list filters by them. No zod: the dashboard's first paint reads the labels.
 */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucketName = (typeof AGING_BUCKETS)[number];

/** Each bucket as a person reads it. */
export const AGING_BUCKET_LABELS: Record<AgingBucketName, string> = {
  current: 'Current (not yet due)',
  '1-30': '1–30 days overdue',
  '31-60': '31–60 days overdue',
  '61-90': '61–90 days overdue',
  '90+': 'Over 90 days overdue',
};
