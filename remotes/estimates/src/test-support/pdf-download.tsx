import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';

/**
 * What an owner's Download PDF button asked the server for and saved. How the server's PDF reaches
 * the user is downloadDocumentPdf's (packages/documents, tested there); the buttons only say which
 * document. Call in beforeEach: it starts empty and stubs fetch and the download link.
 */
export function recordPdfDownloads(): { requested: string[]; downloaded: string[] } {
  const record = { requested: [] as string[], downloaded: [] as string[] };
  globalThis.fetch = (async (url: string) => {
    record.requested.push(url);
    return { ok: true, status: 200, blob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) } as unknown as Response;
  }) as typeof fetch;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    record.downloaded.push(this.download);
  });
  return record;
}

export function pressDownloadPdf(button: ReactElement): void {
  renderWithShell(button, { path: '/', route: '/' });
  fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
}
