import { Text, View } from '@react-pdf/renderer';
import { pdfStyles } from './pdf-styles.ts';

/** The row of short facts under the parties (dates, currency); a fact without a value is left out. */
export function PdfFacts({ facts }: { facts: readonly (readonly [label: string, value: string | null])[] }) {
  return (
    <View style={pdfStyles.facts}>
      {facts.map(([label, value]) =>
        value === null ? null : (
          <View key={label}>
            <Text style={pdfStyles.label}>{label}</Text>
            <Text>{value}</Text>
          </View>
        ),
      )}
    </View>
  );
}
