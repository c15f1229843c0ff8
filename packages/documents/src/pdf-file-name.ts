import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from '@ledgerline/contracts';

/**
 * SPEC.md section 8: the file is named after the document type plus its number, with .pdf.
 * Characters that file systems refuse are replaced, so a number like "2026/07" still saves.
 */
export function pdfFileName(kind: DocumentKind, number: string): string {
  return `${DOCUMENT_KIND_REGISTRY[kind].fileWord}-${safeFileNumber(number)}.pdf`;
}

/** A payment's receipt: "Receipt-INV-0007-2.pdf". */
export const receiptPdfFileName = (number: string): string => `Receipt-${safeFileNumber(number)}.pdf`;

/** A job's pay application: "Pay-application-2-EST-0007.pdf". */
export const payApplicationPdfFileName = (sequence: number, estimateNumber: string): string => `Pay-application-${sequence}-${safeFileNumber(estimateNumber)}.pdf`;

function safeFileNumber(number: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among those file systems refuse
  return number.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim();
}
