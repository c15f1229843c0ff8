import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { accountSettingsSchema, calculateDocument, formatMoney } from '@ledgerline/contracts';
import InvoiceEditor from '../../../screens/InvoiceEditor.tsx';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';

const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD', defaultNotes: 'Thanks!', paymentTermsDays: 14 });

/** antd renders slowly under jsdom; typing a whole invoice takes seconds, not milliseconds. */
const SLOW_RENDER_MS = 60_000;

beforeEach(() => {
  mockFetchRoutes({
    '/api/account/settings': settings,
    '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
  });
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function totalRow(label: string): string {
  const totals = screen.getByRole('region', { name: 'Totals' });
  const cell = within(totals).getByText(label).closest('tr');
  return cell?.textContent?.replace(label, '') ?? '';
}

describe('the invoice editor', () => {
  it('starts a new invoice from the account settings', async () => {
    renderWithShell(<InvoiceEditor />, { path: '/invoices/new', route: '/invoices/new' });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Thanks!');
    expect(screen.getByLabelText('Line 1 description')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('shows the totals of the shared calculator for three lines and a discount', async () => {
    renderWithShell(<InvoiceEditor />, { path: '/invoices/new', route: '/invoices/new' });
    await screen.findByRole('heading', { name: 'New invoice' });
    fireEvent.click(screen.getByRole('button', { name: /Add line/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add line/ }));

    type('Line 1 description', 'Tiles');
    type('Line 1 quantity', '3');
    type('Line 1 unit price', '19.99');
    type('Line 2 description', 'Labour');
    type('Line 2 quantity', '2.5');
    type('Line 2 unit price', '45.10');
    type('Line 3 description', 'Grout');
    type('Line 3 quantity', '1');
    type('Line 3 unit price', '0.3');
    type('Invoice discount', '10');

    const expected = calculateDocument({
      taxMode: 'exclusive',
      lines: [
        { quantity: '3', unitPrice: 1999 },
        { quantity: '2.5', unitPrice: 4510 },
        { quantity: '1', unitPrice: 30 },
      ],
      discount: { type: 'percent', value: '10' },
    });
    expect(totalRow('Subtotal')).toBe(formatMoney(expected.subtotal, 'USD'));
    expect(totalRow('Discount')).toBe(`-${formatMoney(expected.discount, 'USD')}`);
    expect(totalRow('Total')).toBe(formatMoney(expected.total, 'USD'));
    // The figures themselves, so a calculator and editor that both went wrong cannot agree by accident.
    expect(totalRow('Subtotal')).toBe('$173.02');
    expect(totalRow('Total')).toBe('$155.72');
    expect(screen.getByLabelText('Line 2 amount').textContent).toBe('$112.75');
  }, SLOW_RENDER_MS);

  it('says which field is wrong instead of computing with it', async () => {
    renderWithShell(<InvoiceEditor />, { path: '/invoices/new', route: '/invoices/new' });
    await screen.findByRole('heading', { name: 'New invoice' });
    type('Line 1 unit price', '19.999');
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('Use at most 2 decimals for USD.')).toBeTruthy();
    expect(screen.getByText('Choose a client.')).toBeTruthy();
  }, SLOW_RENDER_MS);
});
