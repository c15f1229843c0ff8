import { Flex, Typography } from 'antd';
import { formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { shownTotals } from './shown-totals.ts';

/** Totals of the rows on this page, per currency: the API deliberately sends no cross-page sums. */
export function ShownTotals({ rows }: { rows: InvoiceSummary[] }) {
  if (rows.length === 0) return null;
  return (
    <Flex vertical gap={4} aria-label="Totals of the invoices shown" role="group" style={{ marginTop: 12 }}>
      {shownTotals(rows).map((entry) => (
        <Typography.Text key={entry.currency}>
          {entry.count} shown in {entry.currency}: total <strong>{formatMoney(entry.total, entry.currency)}</strong>, balance{' '}
          <strong>{formatMoney(entry.balance, entry.currency)}</strong>
        </Typography.Text>
      ))}
    </Flex>
  );
}
