import { formatMoney, type DocumentTotals, type TaxMode } from '@ledgerline/contracts';
import type { TotalRow, TotalsGroup } from './document-view.ts';
import type { Labels } from './template-labels.ts';

export const totalRow = (label: string, value: string, strong = false): TotalRow => ({ label, value, strong });

interface TotalsInput {
  totals: Omit<DocumentTotals, 'lines'>;
  currency: string;
  taxMode: TaxMode;
  locale: string | undefined;
  /** A change order's total is the cost of the change. */
  totalLabel?: string;
  /** What each kind adds below the total: an invoice's payments and balance, an estimate's deposit. */
  after?: TotalRow[];
  /** The discount was printed among the lines (laidOutLines), so the subtotal is after it and it has no row here. */
  discountAmongLines?: boolean;
}

/** Subtotal, discount, each tax and the total, as the shared calculator gave them. */
export function totalsGroup({ totals, currency, taxMode, locale, totalLabel, after = [], discountAmongLines = false }: TotalsInput, label: Labels): TotalsGroup {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const inclusive = taxMode === 'inclusive';
  return {
    heading: null,
    rows: [
      totalRow(label('subtotal'), money(discountAmongLines ? totals.subtotal - totals.discount : totals.subtotal)),
      ...(totals.discount !== 0 && !discountAmongLines ? [totalRow('Discount', `-${money(totals.discount)}`)] : []),
      ...totals.taxes.map((tax) => totalRow(`${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`, money(tax.amount))),
      totalRow(totalLabel ?? label('total'), money(totals.total), true),
      ...after,
    ],
    note: inclusive && totals.taxes.length > 0 ? 'Taxes are included in the prices.' : '',
  };
}
