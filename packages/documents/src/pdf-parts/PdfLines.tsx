import { Text, View } from '@react-pdf/renderer';
import { minorToDecimalText, type LineItem } from '@ledgerline/contracts';
import { pdfMoney } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

/** A line of any document kind, with an optional note the document adds (an estimate's "Optional, chosen"). */
export type PdfLine = Pick<LineItem, 'description' | 'quantity' | 'unitPrice' | 'unit' | 'taxes' | 'discount' | 'amount'> & {
  note?: string;
};

function discountText(line: PdfLine, currency: string): string {
  if (!line.discount) return '';
  return line.discount.type === 'percent'
    ? `Discount ${line.discount.value}%`
    : `Discount ${minorToDecimalText(line.discount.value, currency)} ${currency}`;
}

export function PdfLines({ lines, currency, locale }: { lines: readonly PdfLine[]; currency: string; locale?: string | undefined }) {
  return (
    <View style={pdfStyles.table}>
      <View style={pdfStyles.headRow} fixed>
        <Text style={[pdfStyles.description, pdfStyles.bold]}>Description</Text>
        <Text style={[pdfStyles.quantity, pdfStyles.bold]}>Qty</Text>
        <Text style={[pdfStyles.price, pdfStyles.bold]}>Unit price</Text>
        <Text style={[pdfStyles.amount, pdfStyles.bold]}>Amount</Text>
      </View>
      {lines.map((line, index) => {
        const extras = [line.note ?? '', discountText(line, currency), line.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(', ')].filter(Boolean);
        return (
          <View key={index} style={pdfStyles.row} wrap={false}>
            <View style={pdfStyles.description}>
              <Text>{line.description}</Text>
              {extras.length > 0 && <Text style={pdfStyles.muted}>{extras.join(' · ')}</Text>}
            </View>
            <Text style={pdfStyles.quantity}>{line.unit ? `${line.quantity} ${line.unit}` : line.quantity}</Text>
            <Text style={pdfStyles.price}>{pdfMoney(line.unitPrice, currency, locale)}</Text>
            <Text style={pdfStyles.amount}>{pdfMoney(line.amount, currency, locale)}</Text>
          </View>
        );
      })}
    </View>
  );
}
