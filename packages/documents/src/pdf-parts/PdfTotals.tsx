import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import type { DocumentTotals, TaxMode } from '@ledgerline/contracts';
import { pdfMoney } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

type Totals = Omit<DocumentTotals, 'lines'>;

export function PdfTotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={strong ? pdfStyles.grandTotal : pdfStyles.totalRow}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

interface PdfTotalsProps {
  totals: Totals;
  currency: string;
  taxMode: TaxMode;
  locale?: string | undefined;
  totalLabel?: string;
  /** What each kind adds below the total: an invoice's payments and balance, an estimate's deposit. */
  children?: ReactNode;
}

/** Subtotal, discount, each tax and the total, as the shared calculator gave them. */
export function PdfTotals({ totals, currency, taxMode, locale, totalLabel = 'Total', children }: PdfTotalsProps) {
  const money = (minor: number) => pdfMoney(minor, currency, locale);
  const inclusive = taxMode === 'inclusive';
  return (
    <View style={pdfStyles.totals}>
      <PdfTotalRow label="Subtotal" value={money(totals.subtotal)} />
      {totals.discount !== 0 && <PdfTotalRow label="Discount" value={`-${money(totals.discount)}`} />}
      {totals.taxes.map((tax) => (
        <PdfTotalRow key={tax.key} label={`${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`} value={money(tax.amount)} />
      ))}
      <PdfTotalRow label={totalLabel} value={money(totals.total)} strong />
      {inclusive && totals.taxes.length > 0 && <Text style={pdfStyles.muted}>Taxes are included in the prices.</Text>}
      {children}
    </View>
  );
}
