import { StyleSheet } from '@react-pdf/renderer';

export type PdfStyle = (typeof pdfStyles)[keyof typeof pdfStyles];

/** One sober layout; the template's font, accent colour and paper size are applied around it. */
export const pdfStyles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40, fontSize: 10, color: '#1f2937' },
  // 1.4 × the body's 10 pt, in points: what a line height set on the page used to give every text.
  text: { lineHeight: '14pt' },
  pageHeader: { marginBottom: 12, color: '#4b5563' },
  logo: { maxHeight: 48, maxWidth: 160, objectFit: 'contain', marginBottom: 12 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  statusColumn: { alignItems: 'flex-end' },
  stamp: { marginTop: 8, paddingVertical: 4, paddingHorizontal: 12, borderWidth: 2, borderRadius: 4, borderColor: '#15803d', color: '#15803d', fontSize: 18, lineHeight: '22pt', fontWeight: 700 },
  title: { fontSize: 22, fontWeight: 700, lineHeight: 1.2, marginBottom: 6 },
  muted: { color: '#6b7280' },
  bold: { fontWeight: 700 },
  parties: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 20 },
  party: { width: '48%' },
  label: { fontSize: 8, color: '#6b7280', textTransform: 'uppercase', marginBottom: 2 },
  facts: { flexDirection: 'row', flexWrap: 'wrap', gap: 24, marginBottom: 20 },
  table: { borderTopWidth: 1, borderColor: '#d1d5db', marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#e5e7eb', paddingVertical: 5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#d1d5db', paddingVertical: 5, backgroundColor: '#f3f4f6' },
  cell: { flexGrow: 1, flexBasis: 0, paddingHorizontal: 3 },
  description: { flexGrow: 3, flexBasis: 0, paddingRight: 6 },
  numeric: { textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: '50%', marginBottom: 20 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, borderTopWidth: 1, fontWeight: 700 },
  section: { marginBottom: 12 },
  signature: { borderWidth: 1, borderColor: '#d1d5db', borderRadius: 4, padding: 12, marginBottom: 12 },
  signatureHeading: { fontWeight: 700, fontSize: 11, marginBottom: 8 },
  signatureMark: { height: 56, marginBottom: 8, justifyContent: 'flex-end', borderBottomWidth: 1, borderColor: '#9ca3af', width: '60%' },
  signatureImage: { height: 52, objectFit: 'contain', objectPosition: 'left' },
  typedSignature: { fontStyle: 'italic', fontSize: 22 },
  evidenceRow: { flexDirection: 'row', paddingVertical: 1 },
  evidenceLabel: { width: '28%', color: '#6b7280' },
  evidenceValue: { width: '72%' },
  code: { fontFamily: 'Courier', fontSize: 8 },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 120, fontSize: 8, color: '#6b7280' },
  pageNumber: { position: 'absolute', bottom: 20, left: 40, right: 40, textAlign: 'right', fontSize: 8, color: '#6b7280' },
  watermark: { fontSize: 9, fontWeight: 700, color: '#374151', marginBottom: 2 },
});
