import { Text, View } from '@react-pdf/renderer';
import type { Address } from '@ledgerline/contracts';
import { pdfStyles } from './pdf-styles.ts';

function addressLines(address: Address): string[] {
  const cityLine = [[address.city, address.region].filter(Boolean).join(', '), address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter((line) => line !== '');
}

/** A "From" or "Bill to" block: every value is plain text, never markup. */
export function PdfParty(props: { label: string; name: string; company?: string; email: string; phone?: string; address: Address; taxId: string }) {
  const lines = [
    props.company ?? '',
    ...addressLines(props.address),
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
