import { StyleSheet } from '@react-pdf/renderer';

/** One sober A4 layout; the built-in Helvetica needs no font download at render time. */
export const pdfStyles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2937', lineHeight: 1.4 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  title: { fontSize: 22, fontFamily: 'Helvetica-Bold', lineHeight: 1.2, marginBottom: 6 },
  muted: { color: '#6b7280' },
  bold: { fontFamily: 'Helvetica-Bold' },
  parties: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 20 },
  party: { width: '48%' },
  label: { fontSize: 8, color: '#6b7280', textTransform: 'uppercase', marginBottom: 2 },
  facts: { flexDirection: 'row', gap: 24, marginBottom: 20 },
  table: { borderTopWidth: 1, borderColor: '#d1d5db', marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#e5e7eb', paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#d1d5db', paddingVertical: 5, backgroundColor: '#f3f4f6' },
  description: { width: '46%', paddingRight: 6 },
  quantity: { width: '14%', textAlign: 'right' },
  price: { width: '20%', textAlign: 'right' },
  amount: { width: '20%', textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: '50%', marginBottom: 20 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, borderTopWidth: 1, borderColor: '#1f2937', fontFamily: 'Helvetica-Bold' },
  section: { marginBottom: 12 },
});
