import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-sdk/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
import { acceptedEstimate, CLIENT, draftChangeOrder, sampleClient, signature } from '../../../test-support/sample-estimate.ts';

configure({ asyncUtilTimeout: 10_000 });

// React-PDF does not run under jsdom: the test keeps the document element it was asked to render.
const rendered: ReactElement<Record<string, unknown>>[] = [];
jest.unstable_mockModule('@react-pdf/renderer', () => ({
  pdf: (element: ReactElement<Record<string, unknown>>) => {
    rendered.push(element);
    return { toBlob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) };
  },
  Document: () => null,
  Page: () => null,
  Text: () => null,
  View: () => null,
  Image: () => null,
  StyleSheet: { create: <T,>(styles: T) => styles },
}));
const { EstimatePdfButton } = await import('./EstimatePdfButton.tsx');
const { ChangeOrderPdfButton } = await import('../../change-orders/editor/ChangeOrderPdfButton.tsx');

const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const downloaded: string[] = [];

beforeEach(() => {
  rendered.length = 0;
  downloaded.length = 0;
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloaded.push(this.download);
  });
  mockFetchRoutes({ '/api/account/settings': settings, [`/api/clients/${CLIENT.id}`]: sampleClient });
});

function press(button: ReactElement) {
  renderWithShell(button, { path: '/', route: '/' });
  fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
}

describe("the owner's Download PDF buttons", () => {
  it('downloads the estimate with its business, client and the signer\'s IP address', async () => {
    press(<EstimatePdfButton estimate={acceptedEstimate} />);
    expect(await screen.findByText('PDF downloaded')).toBeTruthy();
    expect(downloaded).toEqual(['Estimate-EST-0007-R2.pdf']);
    const props = rendered[0]!.props as { estimate: { business: { name: string }; client: { name: string } }; signature: { ip: string } };
    expect(props.estimate.business.name).toBe('Hammer & Sons');
    expect(props.estimate.client.name).toBe(CLIENT.name);
    expect(props.signature.ip).toBe(signature.ip);
  });

  it('downloads the change order under its own number', async () => {
    press(<ChangeOrderPdfButton changeOrder={draftChangeOrder} />);
    await waitFor(() => expect(downloaded).toEqual(['Change-Order-EST-0007-CO-01.pdf']));
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeTruthy();
  });

  it('says so when the client cannot be read, and downloads nothing', async () => {
    mockFetchRoutes({ '/api/account/settings': settings });
    press(<EstimatePdfButton estimate={acceptedEstimate} />);
    expect(await screen.findByText('Failed to download PDF')).toBeTruthy();
    expect(downloaded).toEqual([]);
  });
});
