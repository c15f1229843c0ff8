import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PublicInvoice } from '@ledgerline/contracts';
import { publicInvoiceFixture } from '../test-support/public-invoice-fixture.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';

const downloadInvoicePdf = jest.fn(async (_invoice: PublicInvoice, _notify: unknown) => ({
  success: true,
  downloaded: true,
  shared: false,
  method: 'download',
}));
jest.unstable_mockModule('@ledgerline/documents/download-invoice-pdf.tsx', () => ({ downloadInvoicePdf }));
const { DownloadPdfButton } = await import('./DownloadPdfButton.tsx');

describe('DownloadPdfButton', () => {
  it('loads the PDF renderer on click and hands it the invoice and the shell toasts', async () => {
    const invoice = publicInvoiceFixture();
    renderWithShell(<DownloadPdfButton invoice={invoice} />, { path: '/', route: '/', user: null });
    expect(downloadInvoicePdf).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download PDF/ })));
    expect(downloadInvoicePdf).toHaveBeenCalledTimes(1);
    const [sent, notify] = downloadInvoicePdf.mock.calls[0]!;
    expect(sent).toBe(invoice);
    expect(Object.keys(notify as object).sort()).toEqual(['error', 'info', 'success']);
  });
});
