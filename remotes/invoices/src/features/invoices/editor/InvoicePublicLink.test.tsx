import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { addDays, formatDate, localToday } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-sdk/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';
import { InvoicePublicLink } from './InvoicePublicLink.tsx';

const linkPath = `/api/invoices/${sampleInvoice.id}/link`;
const sent = (publicLinkExpiresOn: string | null) => ({ ...sampleInvoice, status: 'sent' as const, publicUrl: '/view/invoice/tok-invoice', publicLinkExpiresOn });

describe("the invoice's public link card", () => {
  it('says the link has expired, and opens it again by removing the expiry', async () => {
    const yesterday = addDays(localToday(), -1);
    const fetchMock = mockFetchRoutes({ [`POST ${linkPath}`]: { publicUrl: '/view/invoice/tok-invoice', publicLinkExpiresOn: null } });
    renderWithShell(<InvoicePublicLink invoice={sent(yesterday)} />, { path: '/', route: '/' });
    expect(screen.getByText(`The public link expired after ${formatDate(yesterday)}.`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove expiry' })));
    const posted = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(linkPath) && init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ action: 'expire', expiresOn: null });
  });

  it('shows nothing for an invoice without a public link', () => {
    mockFetchRoutes({});
    renderWithShell(<InvoicePublicLink invoice={sampleInvoice} />, { path: '/', route: '/' });
    expect(screen.queryByText('Public link')).toBeNull();
  });
});
