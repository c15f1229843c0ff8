import type { ReactNode } from 'react';
import { formatMoney, type DocumentTotals, type TaxMode } from '@ledgerline/contracts';

export function TotalsRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'strong' : undefined}>
      <th scope="row">{label}</th>
      <td className="num">{value}</td>
    </tr>
  );
}

interface TotalsTableProps {
  totals: Omit<DocumentTotals, 'lines'>;
  currency: string;
  taxMode: TaxMode;
  totalLabel?: string;
  /** What each kind adds below the total: an invoice's payments and balance, an estimate's deposit. */
  children?: ReactNode;
}

/** Subtotal, discount, each tax and the total; it is announced when it changes (an estimate's ticked lines). */
export function TotalsTable({ totals, currency, taxMode, totalLabel = 'Total', children }: TotalsTableProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const inclusive = taxMode === 'inclusive';
  return (
    <table className="totals" aria-label="Totals" aria-live="polite">
      <tbody>
        <TotalsRow label="Subtotal" value={money(totals.subtotal)} />
        {totals.discount !== 0 && <TotalsRow label="Discount" value={`-${money(totals.discount)}`} />}
        {totals.taxes.map((tax) => (
          <TotalsRow key={tax.key} label={`${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`} value={money(tax.amount)} />
        ))}
        <TotalsRow label={totalLabel} value={money(totals.total)} strong />
        {children}
      </tbody>
    </table>
  );
}
