import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { accountSettingsSchema, type DocumentRate } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import EstimateEditor from '../../../screens/EstimateEditor.tsx';
import { acceptedEstimate, draftEstimate, ESTIMATE_ID } from '../../../test-support/sample-estimate.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const path = `/api/estimates/${ESTIMATE_ID}`;
const ECB: DocumentRate = { rate: '1.33752017', source: 'ecb', date: '2025-10-21' };

function open(estimate: object) {
  mockFetchRoutes({
    '/api/account/settings': settings,
    '/api/clients': { items: [], total: 0, page: 1, pageSize: 20 },
    '/api/change-orders': { items: [], total: 0, page: 1, pageSize: 100 },
    '/api/exchange-rates': { from: 'GBP', to: 'USD', rate: ECB },
    [path]: estimate,
  });
  renderWithShell(<EstimateEditor />, { path: '/estimates/edit/:id', route: `/estimates/edit/${ESTIMATE_ID}` });
}

function row(label: string): string {
  const cell = within(screen.getByRole('region', { name: 'Exchange rate' })).getByText(label).closest('tr');
  return cell?.textContent?.replace(label, '') ?? '';
}

describe('the exchange-rate display of the estimate editor', () => {
  it('is the shared one: the recorded rate and the total in the account currency', async () => {
    open({ ...draftEstimate, currency: 'GBP', exchangeRate: ECB });
    await screen.findByRole('heading', { name: 'Estimate EST-0007' });
    expect(row('Rate')).toBe('1 GBP = 1.33752017 USD');
    expect(row('Source')).toBe('European Central Bank');
    // £5,000.00 × 1.33752017 = $6,687.60085
    expect(row('Total in USD')).toBe('$6,687.60');
    expect((screen.getByLabelText('Your rate (USD per 1 GBP)') as HTMLInputElement).disabled).toBe(false);
  }, SLOW_RENDER_MS);

  it('shows an accepted estimate its rate without letting it be typed over', async () => {
    open({ ...acceptedEstimate, currency: 'GBP', exchangeRate: { rate: '1.3', source: 'manual', date: '2026-11-20' } });
    await screen.findByRole('heading', { name: /Estimate EST-0007/ });
    expect(row('Source')).toBe('Entered by you');
    expect(row('Rate date')).toBe('Nov 20, 2026');
    expect((screen.getByLabelText('Your rate (USD per 1 GBP)') as HTMLInputElement).disabled).toBe(true);
  }, SLOW_RENDER_MS);
});
