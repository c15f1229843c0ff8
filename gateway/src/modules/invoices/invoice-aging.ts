import { addDays, AGING_BUCKETS, type AgingBucketName } from '@ledgerline/contracts';

/** The due dates (both ends included, null for open-ended) of the outstanding invoices in a bucket on `today`. */
export function agingDueDates(bucket: AgingBucketName, today: string): { from: string | null; to: string | null } {
  switch (bucket) {
    case 'current':
      return { from: today, to: null };
    case '1-30':
      return { from: addDays(today, -30), to: addDays(today, -1) };
    case '31-60':
      return { from: addDays(today, -60), to: addDays(today, -31) };
    case '61-90':
      return { from: addDays(today, -90), to: addDays(today, -61) };
    case '90+':
      return { from: null, to: addDays(today, -91) };
  }
}

/**
 * An SQL expression giving the bucket of the invoice row `alias` by its due date, as its place in
 * AGING_BUCKETS (a number groups faster than a name), with the first days of the buckets as
 * parameters (returned in order), so the database compares dates only.
 */
export function agingBucketSql(alias: string, today: string): { sql: string; params: string[] } {
  const older = AGING_BUCKETS.map((bucket, index) => ({ bucket, index })).slice(1).reverse();
  const whens = older.map(({ index }) => `when ${alias}.due_date <= ? then ${index}`);
  const params = older.map(({ bucket }) => agingDueDates(bucket, today).to as string);
  return { sql: `(case ${whens.join(' ')} else 0 end)`, params };
}
