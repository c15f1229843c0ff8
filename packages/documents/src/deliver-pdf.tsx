import type { ReactElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import { PDF_MESSAGES, type PdfShareResult } from './pdf-share-result.ts';
import { savePdf, sharePdf } from './save-pdf.ts';

export type { PdfShareResult } from './pdf-share-result.ts';

/** The toasts of the caller's shell (useShell().toast has this shape). */
export interface PdfNotifier {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

export interface PdfDelivery {
  via?: 'save' | 'share';
}

function announce(result: PdfShareResult, fileName: string, notify: PdfNotifier): void {
  if (result.error === PDF_MESSAGES.shareCancelled || result.error === PDF_MESSAGES.saveCancelled) {
    notify.info(result.error);
  } else if (result.error) {
    notify.info(result.error, fileName);
  } else if (result.shared) {
    notify.success('PDF shared', fileName);
  } else {
    notify.success('PDF downloaded', fileName);
  }
}

/**
 * Renders a document to a PDF in the browser and hands it to the user (save picker, share sheet or
 * download) with SPEC.md section 8's toasts. It never throws: a failure is a toast and a result.
 */
export async function deliverPdf(
  document: ReactElement<DocumentProps>,
  fileName: string,
  notify: PdfNotifier,
  options: PdfDelivery = {},
): Promise<PdfShareResult> {
  try {
    const blob = await pdf(document).toBlob();
    const result = options.via === 'share' ? await sharePdf(blob, fileName) : await savePdf(blob, fileName);
    announce(result, fileName, notify);
    return result;
  } catch (error) {
    notify.error(PDF_MESSAGES.failed, error instanceof Error ? error.message : undefined);
    return { success: false, downloaded: false, shared: false, method: 'download', error: PDF_MESSAGES.failed };
  }
}
