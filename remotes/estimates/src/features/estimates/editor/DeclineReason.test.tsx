import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { accountSettingsSchema, estimateSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import EstimateEditor from '../../../screens/EstimateEditor.tsx';
import { draftEstimate, ESTIMATE_ID } from '../../../test-support/sample-estimate.ts';

const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD' });
const noChangeOrders = { items: [], total: 0, page: 1, pageSize: 100 };

function editorOf(estimate: unknown) {
  mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noChangeOrders, '/api/change-orders': noChangeOrders, [`/api/estimates/${ESTIMATE_ID}`]: estimate });
  renderWithShell(<EstimateEditor />, { path: '/estimates/edit/:id', route: `/estimates/edit/${ESTIMATE_ID}` });
}

describe('the decline reason on the estimate screen', () => {
  it('shows the client\'s reason, as text, on a declined estimate', async () => {
    const reason = 'Too expensive <b>for now</b>';
    editorOf(estimateSchema.parse({ ...draftEstimate, status: 'declined', sentAt: '2026-11-21T09:00:00.000Z', declineReason: reason }));
    expect(await screen.findByText(`Declined: ${reason}`)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  }, SLOW_RENDER_MS);

  it('says nothing of a decline on an estimate the client has not declined', async () => {
    editorOf(draftEstimate);
    await screen.findByRole('heading', { name: 'Estimate EST-0007' });
    expect(screen.queryByText(/^Declined:/)).toBeNull();
  }, SLOW_RENDER_MS);
});
