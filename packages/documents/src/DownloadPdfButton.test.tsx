import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Toaster } from '@ledgerline/shell-sdk';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';

describe('DownloadPdfButton', () => {
  it('downloads only on click and hands the download the shell toasts', async () => {
    const download = jest.fn(async (_notify: Toaster) => undefined);
    renderWithShell(<DownloadPdfButton download={download} />, { path: '/', route: '/', user: null });
    expect(download).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download PDF/ })));
    expect(download).toHaveBeenCalledTimes(1);
    expect(Object.keys(download.mock.calls[0]![0]).sort()).toEqual(['error', 'info', 'success']);
  });

  it('says "Failed to download PDF" when the download throws', async () => {
    renderWithShell(<DownloadPdfButton download={async () => Promise.reject(new Error('chunk failed'))} />, { path: '/', route: '/', user: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Download PDF/ })));
    expect(await screen.findByText('Failed to download PDF')).toBeTruthy();
  });
});
