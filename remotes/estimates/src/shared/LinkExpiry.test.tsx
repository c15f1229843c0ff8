import '@ledgerline/shell-sdk/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { addDays, formatDate, localToday } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-sdk/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-sdk/test-support/render-with-shell.tsx';
import { CLIENT, ESTIMATE_ID, sampleClient } from '../test-support/sample-estimate.ts';
import { ShareLinkPanel, type SharedDocument } from './ShareLinkPanel.tsx';

configure({ asyncUtilTimeout: 10_000 });
const linkPath = `/api/estimates/${ESTIMATE_ID}/link`;
const linked = (publicLinkExpiresOn: string | null): SharedDocument => ({ id: ESTIMATE_ID, number: 'EST-0007', publicUrl: '/view/estimate/tok-estimate', publicLinkExpiresOn, client: CLIENT });

function share(document: SharedDocument) {
  const fetchMock = mockFetchRoutes({
    [`/api/clients/${CLIENT.id}`]: sampleClient,
    [`POST ${linkPath}`]: { publicUrl: document.publicUrl, publicLinkExpiresOn: null },
  });
  renderWithShell(<ShareLinkPanel kind="estimate" document={document} purpose="review the estimate" />, { path: '/', route: '/' });
  return () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(linkPath) && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

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
