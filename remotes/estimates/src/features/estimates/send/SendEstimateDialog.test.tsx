import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentEmailDraft } from '@ledgerline/contracts';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { SendEstimateDialog } from './SendEstimateDialog.tsx';

const SLOW_RENDER_MS = 60_000;
const ID = '66666666-6666-4666-8666-666666666666';
const draft: DocumentEmailDraft = {
  recipients: [
    { name: 'Ann Payable', email: 'ann@acme.example' },
    { name: 'Bob Site', email: 'bob@acme.example' },
  ],
  subject: 'Estimate EST-0007 from Hammer & Sons',
  message: 'Hello Acme,\n\nHere is estimate EST-0007.',
  canAttachPdf: true,
  latest: null,
};

describe('SendEstimateDialog', () => {
  it('sends with the template\'s words and says why the server refused', async () => {
    const fetchMock = mockFetchRoutes({
      [`/api/estimates/${ID}/email`]: draft,
      [`POST /api/estimates/${ID}/send`]: new Reply(409, { status: 409, code: 'estimate_expired', message: 'This estimate was valid until Nov 1, 2026.' }),
    });
    renderWithShell(<SendEstimateDialog estimateId={ID} number="EST-0007" open onClose={() => {}} />, { path: '/', route: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Email estimate EST-0007' });
    expect(await within(dialog).findByDisplayValue(draft.subject)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ to: ['ann@acme.example'], cc: [], subject: draft.subject, message: draft.message, attachPdf: true });
    expect(await screen.findByText('This estimate was valid until Nov 1, 2026.')).toBeTruthy();
  }, SLOW_RENDER_MS);
});
