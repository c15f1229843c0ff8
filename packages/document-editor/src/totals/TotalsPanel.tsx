import { Alert, Descriptions, Typography } from 'antd';
import { formatMoney, type DocumentTotals, type TaxMode } from '@ledgerline/contracts';
import { NegativeTotalNotice } from './NegativeTotalNotice.tsx';

interface TotalsPanelProps {
  totals: DocumentTotals | null;
  totalsError: string | null;
  /** Some line has a number that is not valid yet, so the totals leave it out. */
  incomplete: boolean;
  currency: string;
  taxMode: TaxMode;
  /** Paid so far and what remains, for a saved invoice. */
  amountPaid?: number | undefined;
  balance?: number | undefined;
  /** What an invoice's credit notes took back, and what of the money paid they gave back. */
  credited?: number | undefined;
  returned?: number | undefined;
  /** A change order's total may be below zero: work taken out of the job. */
  negativeAllowed?: boolean;
}

/** Live totals from the shared calculator: the same figures the server will store. */
export function TotalsPanel({ totals, totalsError, incomplete, currency, taxMode, amountPaid, balance, credited, returned, negativeAllowed = false }: TotalsPanelProps) {
  if (totalsError) return <Alert type="warning" showIcon title={totalsError} />;
  if (!totals) return null;
  const money = (minor: number) => formatMoney(minor, currency);
  const inclusive = taxMode === 'inclusive';
  const items = [
    { key: 'subtotal', label: 'Subtotal', children: money(totals.subtotal) },
    ...(totals.discount !== 0 ? [{ key: 'discount', label: 'Discount', children: `-${money(totals.discount)}` }] : []),
    ...totals.taxes.map((tax) => ({ key: `tax-${tax.key}`, label: `${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`, children: money(tax.amount) })),
    { key: 'total', label: 'Total', children: <strong>{money(totals.total)}</strong> },
    ...(credited ? [{ key: 'credited', label: 'Credited', children: `-${money(credited)}` }] : []),
    ...(amountPaid !== undefined ? [{ key: 'paid', label: 'Amount paid', children: money(amountPaid) }] : []),
    ...(returned ? [{ key: 'returned', label: 'Given back', children: `-${money(returned)}` }] : []),
    ...(balance !== undefined ? [{ key: 'balance', label: 'Balance due', children: <strong>{money(balance)}</strong> }] : []),
  ];
  return (
    <section aria-label="Totals">
      {!negativeAllowed && <NegativeTotalNotice totals={totals} />}
      {incomplete && <Alert type="warning" showIcon title="These totals leave out numbers that are not valid yet." style={{ marginBottom: 8 }} />}
      <Descriptions column={1} size="small" bordered items={items} styles={{ content: { textAlign: 'right' } }} />
      {inclusive && totals.taxes.length > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          Taxes are included in the prices.
        </Typography.Text>
      )}
    </section>
  );
}
