import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { downloadDocumentPdf } from './download-document-pdf.ts';

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
const clicked: string[] = [];
const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  jest.clearAllMocks();
  clicked.length = 0;
  globalThis.fetch = fetchMock;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

/** jsdom has no Response: the two answers as fetch would give them, as far as the download reads them. */
const pdfAnswer = () => ({ ok: true, status: 200, blob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) }) as unknown as Response;
const problemAnswer = (status: number, message: string) => ({ ok: false, status, json: async () => ({ message }) }) as unknown as Response;

describe('downloadDocumentPdf', () => {
  it('downloads the server’s PDF under the given name and says so', async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    const result = await downloadDocumentPdf({ kind: 'invoice', number: 'INV-2026-0007', id: 'b5f1' }, notify);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/invoices/b5f1/pdf');
    expect(result).toEqual({ success: true, downloaded: true, shared: false, method: 'download' });
    expect(clicked).toEqual(['Invoice-INV-2026-0007.pdf']);
    expect(notify.success).toHaveBeenCalledWith('PDF downloaded', 'Invoice-INV-2026-0007.pdf');
  });

  it('shows "Failed to download PDF" with the server’s message when it refuses', async () => {
    fetchMock.mockResolvedValue(problemAnswer(404, 'This link does not lead to an invoice.'));
    const result = await downloadDocumentPdf({ kind: 'change_order', number: 'EST-1-CO-01', token: 'a/b' }, notify);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/public/change-orders/a%2Fb/pdf');
    expect(result).toMatchObject({ success: false, error: 'Failed to download PDF' });
    expect(notify.error).toHaveBeenCalledWith('Failed to download PDF', 'This link does not lead to an invoice.');
    expect(clicked).toEqual([]);
  });

  it('shows "Failed to download PDF" when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await downloadDocumentPdf({ kind: 'invoice', number: '1', id: 'b5f1' }, notify);
    expect(notify.error).toHaveBeenCalledWith('Failed to download PDF', 'Failed to fetch');
  });

  it('says the Web Share API is missing when asked to share where it is', async () => {
    fetchMock.mockResolvedValue(pdfAnswer());
    const result = await downloadDocumentPdf({ kind: 'estimate', number: '1', id: 'b5f1' }, notify, { via: 'share' });
    expect(result.error).toBe('Web Share API is not supported in this browser');
    expect(notify.info).toHaveBeenCalledWith('Web Share API is not supported in this browser', 'Estimate-1.pdf');
    expect(clicked).toEqual(['Estimate-1.pdf']);
  });
});
