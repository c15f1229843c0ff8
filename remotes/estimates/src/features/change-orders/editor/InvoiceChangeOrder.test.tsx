import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountSettingsSchema, changeOrderSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ChangeOrderEditor from '../../../screens/ChangeOrderEditor.tsx';
import { CHANGE_ORDER_ID, changeOrderInvoice, draftChangeOrder } from '../../../test-support/sample-estimate.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/change-orders/${CHANGE_ORDER_ID}`;
const approved = (overrides: Record<string, unknown> = {}) =>
  changeOrderSchema.parse({ ...draftChangeOrder, status: 'approved', sentAt: '2026-11-24T09:00:00.000Z', publicUrl: '/view/change-order/tok-123', version: 3, ...overrides });

function open(changeOrder: unknown) {
  const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, [path]: changeOrder, [`POST ${path}/invoice`]: changeOrderInvoice });
  renderWithShell(<ChangeOrderEditor />, { path: '/change-orders/edit/:id', route: `/change-orders/edit/${CHANGE_ORDER_ID}` });
  return fetchMock;
}

describe('invoicing an approved change order', () => {
  it('creates the invoice of an approved change order not billed yet, and opens it', async () => {
    const fetchMock = open(approved());
    fireEvent.click(await screen.findByRole('button', { name: /Create invoice/ }));
    expect(await screen.findByText('Left the screen')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Invoice created')).toBeTruthy());
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(`${path}/invoice`) && init?.method === 'POST')).toHaveLength(1);
  }, SLOW_RENDER_MS);

  it.each([
    ['already billed', { invoiced: true, invoice: { id: changeOrderInvoice.id, number: changeOrderInvoice.number } }],
    ['not approved yet', { status: 'sent' }],
    ['that takes money off the job', { costDelta: -50000 }],
  ])('offers no invoice for a change order %s', async (_what, overrides) => {
    open(approved(overrides));
    await screen.findByRole('heading', { name: 'Change order EST-0007-CO-01' });
    expect(screen.queryByRole('button', { name: /Create invoice/ })).toBeNull();
  }, SLOW_RENDER_MS);
});
