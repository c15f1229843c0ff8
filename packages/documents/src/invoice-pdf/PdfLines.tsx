import { Text, View } from '@react-pdf/renderer';
import { minorToDecimalText, type PublicInvoice } from '@ledgerline/contracts';
import { pdfMoney } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

type PdfLine = PublicInvoice['lines'][number];

function discountText(line: PdfLine, currency: string): string {
  if (!line.discount) return '';
  return line.discount.type === 'percent'
    ? `Discount ${line.discount.value}%`
    : `Discount ${minorToDecimalText(line.discount.value, currency)} ${currency}`;
}

export function PdfLines({ invoice, locale }: { invoice: PublicInvoice; locale?: string }) {
  return (
    <View style={pdfStyles.table}>
      <View style={pdfStyles.headRow} fixed>
        <Text style={[pdfStyles.description, pdfStyles.bold]}>Description</Text>
        <Text style={[pdfStyles.quantity, pdfStyles.bold]}>Qty</Text>
        <Text style={[pdfStyles.price, pdfStyles.bold]}>Unit price</Text>
        <Text style={[pdfStyles.amount, pdfStyles.bold]}>Amount</Text>
      </View>
      {invoice.lines.map((line, index) => {
        const extras = [discountText(line, invoice.currency), line.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(', ')].filter(Boolean);
        return (
          <View key={index} style={pdfStyles.row} wrap={false}>
            <View style={pdfStyles.description}>
              <Text>{line.description}</Text>
              {extras.length > 0 && <Text style={pdfStyles.muted}>{extras.join(' · ')}</Text>}
            </View>
            <Text style={pdfStyles.quantity}>{line.unit ? `${line.quantity} ${line.unit}` : line.quantity}</Text>
            <Text style={pdfStyles.price}>{pdfMoney(line.unitPrice, invoice.currency, locale)}</Text>
            <Text style={pdfStyles.amount}>{pdfMoney(line.amount, invoice.currency, locale)}</Text>
          </View>
        );
      })}
    </View>
  );
}
