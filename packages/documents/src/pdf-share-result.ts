/** SPEC.md section 3: what became of a PDF the user asked for. */
export interface PdfShareResult {
  success: boolean;
  downloaded: boolean;
  shared: boolean;
  method: 'file-picker' | 'web-share' | 'download';
  error?: string;
}

/** SPEC.md section 8's PDF texts. */
export const PDF_MESSAGES = {
  failed: 'Failed to download PDF',
  shareUnsupported: 'Web Share API is not supported in this browser',
  shareCancelled: 'Share cancelled',
  shareFailedDownloaded: 'Sharing failed, so the PDF was downloaded to your device instead.',
  saveCancelled: 'Save cancelled',
} as const;
