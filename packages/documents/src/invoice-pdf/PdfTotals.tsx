import { Text, View } from '@react-pdf/renderer';
import type { PublicInvoice } from '@ledgerline/contracts';
import { pdfMoney } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={pdfStyles.totalRow}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

export function PdfTotals({ invoice, locale }: { invoice: PublicInvoice; locale?: string }) {
  const money = (minor: number) => pdfMoney(minor, invoice.currency, locale);
  const { totals } = invoice;
  const inclusive = invoice.taxMode === 'inclusive';
  return (
    <View style={pdfStyles.totals}>
      <TotalRow label="Subtotal" value={money(totals.subtotal)} />
      {totals.discount !== 0 && <TotalRow label="Discount" value={`-${money(totals.discount)}`} />}
      {totals.taxes.map((tax) => (
        <TotalRow key={tax.key} label={`${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`} value={money(tax.amount)} />
      ))}
      <View style={pdfStyles.grandTotal}>
        <Text>Total</Text>
        <Text>{money(totals.total)}</Text>
      </View>
      {inclusive && totals.taxes.length > 0 && <Text style={pdfStyles.muted}>Taxes are included in the prices.</Text>}
      <TotalRow label="Amount paid" value={money(invoice.amountPaid)} />
      <View style={pdfStyles.grandTotal}>
        <Text>Balance due</Text>
        <Text>{money(invoice.balance)}</Text>
      </View>
    </View>
  );
}
