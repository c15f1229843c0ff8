import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import PriceBook from './PriceBook.tsx';

const SLOW_RENDER_MS = 30_000;
const TAX = { id: 'sales', name: 'Sales tax', rate: '8.25' };
const settings = accountSettingsSchema.parse({ businessName: 'Oak & Nail', currency: 'USD', taxRates: [TAX] });
const labour = { id: '22222222-2222-4222-8222-222222222222', name: 'Carpenter, hour', description: '', unit: 'h', category: 'Labour', unitCost: null, markup: null, unitPrice: 8500, taxes: [], updatedAt: '2026-11-29T10:00:00.000Z' };

describe('the price book', () => {
  it('lists the items and adds one whose price follows from its cost and markup', async () => {
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/price-book': { items: [labour], total: 1, page: 1, pageSize: 50 },
      'POST /api/price-book': { ...labour, id: '33333333-3333-4333-8333-333333333333', name: 'Porcelain floor tile', unitCost: 3200, markup: '35', unitPrice: 4320 },
    });
    renderWithShell(<PriceBook />, { path: '/price-book', route: '/price-book' });
    const table = await screen.findByRole('table', { name: 'Price book' });
    expect(within(table).getByText('$85.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New item/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Porcelain floor tile' } });
    fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: 'm2' } });
    fireEvent.change(within(dialog).getByLabelText('Unit cost'), { target: { value: '32' } });
    fireEvent.change(within(dialog).getByLabelText('Markup'), { target: { value: '35' } });
    expect((within(dialog).getByLabelText('Unit price') as HTMLInputElement).value).toBe('$43.20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: 'Porcelain floor tile', unit: 'm2', unitCost: 3200, markup: '35', unitPrice: 4320, taxes: [] });
  }, SLOW_RENDER_MS);

  it('says what is missing before it sends anything', async () => {
    const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/price-book': { items: [], total: 0, page: 1, pageSize: 50 } });
    renderWithShell(<PriceBook />, { path: '/price-book', route: '/price-book' });
    expect(await screen.findByText('No items yet. Add the work and materials you price often.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New item/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  }, SLOW_RENDER_MS);
});
