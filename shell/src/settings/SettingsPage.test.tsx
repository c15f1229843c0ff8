import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema, type AccountSettings } from '@ledgerline/contracts';
import SettingsPage from '../pages/SettingsPage.tsx';
import { paidSubscription, PLANS, PLANS_OFF_STATUS, planStatus } from '@ledgerline/shell-ui/test-support/billing-fixtures.ts';
import type { SubscriptionStatus } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';

const saved = accountSettingsSchema.parse({ businessName: 'Oak & Nail Carpentry', currency: 'USD' });

/** The page for an account on Pro unless `status` says otherwise. */
function show(answerPut: (body: AccountSettings) => { status?: number; body?: unknown }, status: SubscriptionStatus = planStatus('pro'), stored: AccountSettings = saved) {
  const fetchMock = fakeApi((url, init) => {
    // The page's Sent mail card lists the account's mail: none here.
    if (url.startsWith('/api/mail?')) return { body: { items: [], total: 0, page: 1, pageSize: 20 } };
    // The Payment reminders card: none set.
    if (url === '/api/account/settings/reminders') return { body: { reminders: [] } };
    // What the plan allows, and its Plan card.
    if (url === '/api/subscription/status') return { body: status };
    if (url === '/api/subscription' && status.plan) return { body: paidSubscription(status.plan.key) };
    if (url === '/api/plans') return { body: { items: PLANS } };
    if (url !== '/api/account/settings') return undefined;
    if (init?.method === 'PUT') return answerPut(JSON.parse(String(init.body)) as AccountSettings);
    return { body: stored };
  });
  renderWithShell(<SettingsPage />, { path: '/settings', route: '/settings' });
  return fetchMock;
}

const change = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Save settings/, hidden: true })));

describe('SettingsPage', () => {
  it('previews the number pattern as it is typed and refuses one without a counter', async () => {
    show(({ businessName }) => ({ body: { ...saved, businessName } }));
    expect(await screen.findByLabelText('Business name')).toBeTruthy();
    const year = String(new Date().getFullYear());
    expect(screen.getByText(`INV-${year}-0001`)).toBeTruthy();
    change('Invoice number pattern', 'Q{YY}/{000}');
    expect(await screen.findByText(`Q${year.slice(2)}/001`)).toBeTruthy();
    change('Invoice number pattern', 'INV-{YYYY}');
    expect(await screen.findByText('The pattern needs exactly one counter such as {0000}.')).toBeTruthy();
  }, 30_000);

  it('saves a new tax rate and the edited business, and says so', async () => {
    const fetchMock = show((body) => ({ body }));
    await screen.findByLabelText('Business name');
    change('Business name', '  Oak & Nail  ');
    fireEvent.click(screen.getByRole('button', { name: /Add tax rate/, hidden: true }));
    const rate = await screen.findByRole('group', { name: 'Tax rate 1', hidden: true });
    change('Tax name', 'State tax', rate);
    change('Rate', '8.875', rate);
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = JSON.parse(String(put?.[1]?.body)) as AccountSettings;
    expect(sent.businessName).toBe('Oak & Nail');
    expect(sent.taxRates).toEqual([{ id: expect.stringMatching(/^tax-/), name: 'State tax', rate: '8.875' }]);
  }, 30_000);

  it('follows the business address for the paper size until A4 or US Letter is chosen', async () => {
    const fetchMock = show((body) => ({ body }));
    await screen.findByLabelText('Business name');
    expect(screen.getByRole('radio', { name: /By the business address/, hidden: true })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'A4', hidden: true }));
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((JSON.parse(String(put?.[1]?.body)) as AccountSettings).paperSize).toBe('A4');
  }, 30_000);

  it('turns on online payments, part payments and their smallest amount in dollars', async () => {
    const fetchMock = show((body) => ({ body }));
    await screen.findByLabelText('Business name');
    fireEvent.click(screen.getByRole('switch', { name: 'Accept online payments', hidden: true }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Allow partial payments', hidden: true }));
    change('Smallest part payment (USD)', '25');
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ acceptOnlinePayments: true, allowPartialPayments: true, minimumPartialPayment: 2500 });
  }, 30_000);

  it('keeps online payments off on Free, says why and links to the plans', async () => {
    show((body) => ({ body }), planStatus('free'));
    const accept = await screen.findByRole('switch', { name: 'Accept online payments', hidden: true });
    await waitFor(() => expect(accept).toHaveProperty('disabled', true));
    expect(screen.getByText(/Online payments are not part of your Free plan\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans', hidden: true }).getAttribute('href')).toBe('/pricing');
  }, 30_000);

  it('lets an account back on Free turn off the online payments its bigger plan had, and not on again', async () => {
    const fetchMock = show((body) => ({ body }), planStatus('free'), { ...saved, acceptOnlinePayments: true });
    const accept = await screen.findByRole('switch', { name: 'Accept online payments', hidden: true });
    expect(await screen.findByText(/Your Free plan does not include online payments, so your clients see no Pay now\./)).toBeTruthy();
    fireEvent.click(accept);
    await waitFor(() => expect(accept).toHaveProperty('disabled', true));
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ acceptOnlinePayments: false });
  }, 30_000);

  it('shows the Plan card on a gateway with plans', async () => {
    show((body) => ({ body }));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
  }, 30_000);

  it('shows no Plan card on a gateway without plans, where online payments can be turned on', async () => {
    const fetchMock = show((body) => ({ body }), PLANS_OFF_STATUS);
    const accept = await screen.findByRole('switch', { name: 'Accept online payments', hidden: true });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/subscription/status'));
    await act(async () => {});
    expect(accept).toHaveProperty('disabled', false);
    expect(screen.queryByText(/^Renews on |You are on the/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/subscription');
  }, 30_000);

  it("shows the schema's and the server's messages on their fields", async () => {
    show(() => ({
      status: 400,
      body: {
        title: 'Bad Request',
        status: 400,
        code: 'validation_failed',
        message: 'Use a percentage with at most 3 decimals.',
        fields: { 'taxRates.0.rate': ['The server wants fewer decimals.'] },
      },
    }));
    await screen.findByLabelText('Business name');
    change('Business name', ' ');
    await save();
    expect(await screen.findByText('Business name is required.')).toBeTruthy();

    change('Business name', 'Oak & Nail');
    fireEvent.click(screen.getByRole('button', { name: /Add tax rate/, hidden: true }));
    const rate = await screen.findByRole('group', { name: 'Tax rate 1', hidden: true });
    change('Tax name', 'VAT', rate);
    change('Rate', '20', rate);
    await save();
    expect(await within(rate).findByText('The server wants fewer decimals.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Use a percentage with at most 3 decimals.'));
  }, 30_000);
});
