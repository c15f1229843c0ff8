import { Text, View } from '@react-pdf/renderer';
import type { Address } from '@ledgerline/contracts';
import { pdfAddressLines } from './pdf-format.ts';
import { pdfStyles } from './pdf-styles.ts';

/** A "From" or "Bill to" block: every value is plain text, never markup. */
export function PdfParty(props: { label: string; name: string; company?: string; email: string; phone?: string; address: Address; taxId: string }) {
  const lines = [
    props.company ?? '',
    ...pdfAddressLines(props.address),
    props.email,
    props.phone ?? '',
    props.taxId ? `Tax ID: ${props.taxId}` : '',
  ].filter((line) => line !== '');
  return (
    <View style={pdfStyles.party}>
      <Text style={pdfStyles.label}>{props.label}</Text>
      <Text style={pdfStyles.bold}>{props.name}</Text>
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}
