import { Text, View } from '@react-pdf/renderer';
import { pdfStyles } from './pdf-styles.ts';

/** The document's kind and number on the left, its status on the right. */
export function PdfHeader({ title, number, status }: { title: string; number: string; status: string }) {
  return (
    <View style={pdfStyles.header}>
      <View>
        <Text style={pdfStyles.title}>{title}</Text>
        <Text style={pdfStyles.bold}>{number}</Text>
      </View>
      <Text style={pdfStyles.bold}>{status}</Text>
    </View>
  );
}
