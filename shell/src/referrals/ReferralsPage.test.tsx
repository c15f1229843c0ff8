import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReferralOverview } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ReferralsPage from '../pages/ReferralsPage.tsx';

// Under a full run on a busy machine antd's first render can take longer than the default second.
const SLOW_RENDER_MS = 30_000;

const LINK = 'https://app.example/register?ref=Ab3_x-9QkLmN';
const overview = (patch: Partial<ReferralOverview> = {}): ReferralOverview => ({
  code: 'Ab3_x-9QkLmN',
  link: LINK,
  referrals: [],
  rewards: { granted: 0, cap: 6, freeMonthsLeft: 0 },
  ...patch,
});

function show(answer: ReferralOverview) {
  mockFetchRoutes({ '/api/referrals': answer });
  renderWithShell(<ReferralsPage />, { path: '/referrals', route: '/referrals' });
}

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('ReferralsPage', () => {
  it('shows the link, copies it, and says nobody signed up yet', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    setNavigator('clipboard', { writeText });
    show(overview());
    const box = (await screen.findByRole('textbox', { name: 'Your referral link' })) as HTMLInputElement;
    expect(box.value).toBe(LINK);
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Copy/ })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(screen.getByText('No one has signed up through your link yet. Share it to invite other businesses.')).toBeTruthy();
    expect(screen.getByText('When they start a paid plan, you each get one free month.')).toBeTruthy();
    expect(screen.getByText(/You can earn up to 6 free months a year/)).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('hands the link to the device’s share sheet where there is one', async () => {
    const share = jest.fn(async (_data: ShareData) => {});
    setNavigator('share', share);
    show(overview());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Share/ })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
  }, SLOW_RENDER_MS);

  it('lists each referral with how far it got, or why it earns nothing', async () => {
    show(
      overview({
        referrals: [
          { id: 'r3', referredName: 'Birch Roofing', status: 'signed_up', signedUpAt: '2026-11-20T10:00:00.000Z' },
          { id: 'r2', referredName: 'Cedar & Sons', status: 'ineligible', reason: 'Same email domain as the referrer', signedUpAt: '2026-10-02T10:00:00.000Z' },
          {
            id: 'r1',
            referredName: 'Oak Electric',
            status: 'rewarded',
            signedUpAt: '2026-09-01T10:00:00.000Z',
            paidAt: '2026-09-15T10:00:00.000Z',
            rewardedAt: '2026-09-15T10:00:00.000Z',
          },
        ],
        rewards: { granted: 1, cap: 6, freeMonthsLeft: 1 },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Referrals' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Birch Roofing', 'Cedar & Sons', 'Oak Electric']);
    expect(within(items[0]!).getAllByText('Signed up').length).toBeGreaterThan(0);
    expect(within(items[0]!).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Ineligible')).toBeTruthy();
    expect(within(items[1]!).getByText('Same email domain as the referrer')).toBeTruthy();
    expect(within(items[2]!).getAllByText('Reward granted').length).toBeGreaterThan(0);
    expect(within(items[2]!).getAllByText('Sep 15, 2026')).toHaveLength(2);
    expect(screen.getByText('Rewards this year')).toBeTruthy();
    expect(screen.getByText('Free months left')).toBeTruthy();
  }, SLOW_RENDER_MS);
});
