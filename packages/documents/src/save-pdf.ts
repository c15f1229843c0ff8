import { PDF_MESSAGES, type PdfShareResult } from './pdf-share-result.ts';

/** The File System Access API's picker, which lib.dom does not declare yet. */
interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }) => Promise<{ createWritable(): Promise<{ write(data: Blob): Promise<void>; close(): Promise<void> }> }>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The plain download every browser has: an <a download> on an object URL, released afterwards. */
export function downloadBlob(blob: Blob, fileName: string): PdfShareResult {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click only starts the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { success: true, downloaded: true, shared: false, method: 'download' };
}

function canShareFile(file: File): boolean {
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Shares the file where the Web Share API takes files; a failed share still leaves the user a copy. */
export async function sharePdf(blob: Blob, fileName: string): Promise<PdfShareResult> {
  const file = new File([blob], fileName, { type: 'application/pdf' });
  if (!canShareFile(file)) {
    return { ...downloadBlob(blob, fileName), error: PDF_MESSAGES.shareUnsupported };
  }
  try {
    await navigator.share({ files: [file], title: fileName });
    return { success: true, downloaded: false, shared: true, method: 'web-share' };
  } catch (error) {
    if (isAbort(error)) return { success: false, downloaded: false, shared: false, method: 'web-share', error: PDF_MESSAGES.shareCancelled };
    return { ...downloadBlob(blob, fileName), error: PDF_MESSAGES.shareFailedDownloaded };
  }
}

/**
 * Puts the PDF where the user wants it with the best tool the browser has: the file-save picker,
 * else the Web Share API with files (phones), else a plain download.
 */
export async function savePdf(blob: Blob, fileName: string): Promise<PdfShareResult> {
  const picker = (window as SaveFilePickerWindow).showSaveFilePicker;
  if (typeof picker === 'function') {
    try {
      const handle = await picker.call(window, {
        suggestedName: fileName,
        types: [{ description: 'PDF document', accept: { 'application/pdf': ['.pdf'] } }],
      });
      const writable = await handle.createWritable();
      await writable.write(blob);
      await writable.close();
      return { success: true, downloaded: true, shared: false, method: 'file-picker' };
    } catch (error) {
      if (isAbort(error)) return { success: false, downloaded: false, shared: false, method: 'file-picker', error: PDF_MESSAGES.saveCancelled };
      // A picker that fails for any other reason (policy, sandbox) must not cost the user the file.
      return downloadBlob(blob, fileName);
    }
  }
  const file = new File([blob], fileName, { type: 'application/pdf' });
  if (canShareFile(file)) return sharePdf(blob, fileName);
  return downloadBlob(blob, fileName);
}
