import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
import { acceptedEstimate } from '../../../test-support/sample-estimate.ts';
import { EstimatePdfButton } from './EstimatePdfButton.tsx';

// How the server's PDF reaches the user is downloadDocumentPdf's (packages/documents); these buttons only say which document.
const requested: string[] = [];
const downloaded: string[] = [];

beforeEach(() => {
  requested.length = 0;
  downloaded.length = 0;
  globalThis.fetch = (async (url: string) => {
    requested.push(url);
    return { ok: true, status: 200, blob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) } as unknown as Response;
  }) as typeof fetch;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloaded.push(this.download);
  });
});

function press(button: ReactElement) {
  renderWithShell(button, { path: '/', route: '/' });
  fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
}

describe("the estimate's Download PDF button", () => {
  it("downloads the server's PDF of the estimate under its revision's number", async () => {
    press(<EstimatePdfButton estimate={acceptedEstimate} />);
    expect(await screen.findByText('PDF downloaded')).toBeTruthy();
    expect(requested).toEqual([`/api/estimates/${acceptedEstimate.id}/pdf`]);
    expect(downloaded).toEqual([`Estimate-${acceptedEstimate.number}.pdf`]);
  });

});
