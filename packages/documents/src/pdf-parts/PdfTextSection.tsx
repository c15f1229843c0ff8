import { Text, View } from '@react-pdf/renderer';
import { pdfStyles } from './pdf-styles.ts';

/** A labelled block of the sender's text (notes, terms), left out when there is none. */
export function PdfTextSection({ label, text }: { label: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <View style={pdfStyles.section} wrap={false}>
      <Text style={pdfStyles.label}>{label}</Text>
      <Text>{text}</Text>
    </View>
  );
}
