import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { samplePublicInvoice } from './test-support/sample-public-invoice.ts';

const toBlob = jest.fn<() => Promise<Blob>>();
jest.unstable_mockModule('@react-pdf/renderer', () => ({
  pdf: () => ({ toBlob }),
  Document: () => null,
  Page: () => null,
  Text: () => null,
  View: () => null,
  StyleSheet: { create: <T,>(styles: T) => styles },
}));
const { downloadInvoicePdf } = await import('./download-invoice-pdf.tsx');

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
const clicked: string[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  clicked.length = 0;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

describe('downloadInvoicePdf', () => {
  it('downloads "Invoice-<number>.pdf" and says so', async () => {
    toBlob.mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    const result = await downloadInvoicePdf(samplePublicInvoice, notify);
    expect(result).toEqual({ success: true, downloaded: true, shared: false, method: 'download' });
    expect(clicked).toEqual(['Invoice-INV-2026-0007.pdf']);
    expect(notify.success).toHaveBeenCalledWith('PDF downloaded', 'Invoice-INV-2026-0007.pdf');
  });

  it('shows "Failed to download PDF" when the document cannot be rendered', async () => {
    toBlob.mockRejectedValue(new Error('font missing'));
    const result = await downloadInvoicePdf(samplePublicInvoice, notify);
    expect(result).toMatchObject({ success: false, error: 'Failed to download PDF' });
    expect(notify.error).toHaveBeenCalledWith('Failed to download PDF', 'font missing');
    expect(clicked).toEqual([]);
  });

  it('says the Web Share API is missing when asked to share where it is', async () => {
    toBlob.mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    const result = await downloadInvoicePdf(samplePublicInvoice, notify, { via: 'share' });
    expect(result.error).toBe('Web Share API is not supported in this browser');
    expect(notify.info).toHaveBeenCalledWith('Web Share API is not supported in this browser', 'Invoice-INV-2026-0007.pdf');
    expect(clicked).toEqual(['Invoice-INV-2026-0007.pdf']);
  });
});
