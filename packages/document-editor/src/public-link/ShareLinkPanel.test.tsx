import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { addDays, formatDate, localToday } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { useChangeEstimateLink } from '@ledgerline/api-client';
import { ShareLinkPanel, type SharedDocument } from './ShareLinkPanel.tsx';

const ESTIMATE_ID = '11111111-1111-4111-8111-111111111111';

const linkPath = `/api/estimates/${ESTIMATE_ID}/link`;
const linked = (publicLinkExpiresOn: string | null): SharedDocument => ({ id: ESTIMATE_ID, number: 'EST-0007', publicUrl: '/view/estimate/tok-estimate', publicLinkExpiresOn, client: { name: 'Ada Lovelace' } });

function share(document: SharedDocument) {
  const fetchMock = mockFetchRoutes({ [`POST ${linkPath}`]: { publicUrl: document.publicUrl, publicLinkExpiresOn: null } });
  renderWithShell(<Shared document={document} />, { path: '/', route: '/' });
  return () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(linkPath) && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** The panel as an estimate's editor shows it, with the estimate's link mutation. */
function Shared({ document }: { document: SharedDocument }) {
  const link = useChangeEstimateLink();
  return <ShareLinkPanel kind="estimate" document={document} changeLink={link.mutateAsync} />;
}

describe('the share panel of every kind', () => {
  it('says who opens the link and what for, and offers no mail program of its own: Send emails it', () => {
    share(linked(null));
    expect(screen.getByText('Ada Lovelace opens this link without signing in, to review the estimate and accept or decline it.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Public link' }) as HTMLInputElement).value).toMatch(/\/view\/estimate\/tok-estimate$/);
    expect(screen.queryByRole('link', { name: /Email/ })).toBeNull();
  });
});

describe('the last day of a public link', () => {
  it('says a link does not expire, and sets a last day', async () => {
    const posted = share(linked(null));
    expect(screen.getByText('The public link does not expire.')).toBeTruthy();
    const lastDay = addDays(localToday(), 14);
    fireEvent.change(screen.getByLabelText('Last day of the public link'), { target: { value: lastDay } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set last day' })));
    expect(posted()).toEqual([{ action: 'expire', expiresOn: lastDay }]);
    expect(await screen.findByText(`The link works through ${formatDate(lastDay)}`)).toBeTruthy();
  });

  it('says a link has expired, and removes the expiry', async () => {
    const yesterday = addDays(localToday(), -1);
    const posted = share(linked(yesterday));
    expect(screen.getByText(`The public link expired after ${formatDate(yesterday)}.`)).toBeTruthy();
    expect(screen.getByText('Your client can no longer open the estimate through it. Set a later last day, or remove the expiry, to open it again.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove expiry' })));
    expect(posted()).toEqual([{ action: 'expire', expiresOn: null }]);
    expect(await screen.findByText('The link no longer expires')).toBeTruthy();
  });

  it('shows the last day of a link that has not expired yet', () => {
    share(linked(localToday()));
    expect(screen.getByText(`The public link works through ${formatDate(localToday())}.`)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
