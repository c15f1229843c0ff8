import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAccount, Plan } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ADMIN } from '../../test-support/admin-fixtures.ts';
import { AccountDetail } from './AccountDetail.tsx';

const ACCOUNT_ID = '6c5b4a39-2817-4f6e-9d5c-4b3a29180716';
const freeAccount: AdminAccount = {
  id: ACCOUNT_ID,
  name: 'Mason Builders',
  createdAt: '2026-11-01T08:00:00.000Z',
  plan: 'free',
  planName: 'Free',
  users: 0,
  lastSignInAt: null,
  subscription: { state: 'active', interval: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
  usage: { invoices: 0, estimates: 0, changeOrders: 0, clients: 0 },
  members: [],
};
const proAccount: AdminAccount = { ...freeAccount, plan: 'pro', planName: 'Pro', subscription: { ...freeAccount.subscription!, interval: 'year', currentPeriodEnd: '2027-11-24T10:00:00.000Z' } };
const plan = (key: string, name: string): Plan => ({
  key,
  name,
  description: '',
  currency: 'USD',
  prices: { month: 0, year: 0 },
  limits: { documentsPerMonth: null, clients: null, templates: null, users: null },
  features: { watermark: key === 'free', onlinePayments: false, prioritySupport: false },
});

/** Opens an antd select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('AccountPlanControl', () => {
  it('puts the account on the chosen plan after asking, and shows the new plan', async () => {
    let saved = false;
    const fetchMock = fakeApi((url, init) => {
      if (url === '/api/plans') return { body: { items: [plan('free', 'Free'), plan('pro', 'Pro'), plan('business', 'Business')] } };
      if (url === `/api/admin/accounts/${ACCOUNT_ID}/plan` && init?.method === 'PUT') {
        saved = true;
        return { body: proAccount };
      }
      if (url === `/api/admin/accounts/${ACCOUNT_ID}`) return { body: saved ? proAccount : freeAccount };
      return undefined;
    });
    renderWithShell(<AccountDetail id={ACCOUNT_ID} />, { path: '/admin/accounts', route: '/admin/accounts', user: ADMIN });
    const planRow = (await screen.findByText('Plan', { selector: 'th, th *' })).closest('tr')!;
    expect(within(planRow).getByText('Free')).toBeTruthy();

    await screen.findByTitle('Free');
    await choose('Plan', 'Pro');
    await choose('Billing interval', 'Yearly');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await screen.findByText('Put Mason Builders on Pro?');
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Mason Builders is now on Pro')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ planKey: 'pro', interval: 'year' });
    await waitFor(() => expect(within(planRow.closest('table')!).getByText('Pro')).toBeTruthy());
  });
});
