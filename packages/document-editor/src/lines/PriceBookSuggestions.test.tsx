import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accountSettingsSchema } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { newLineDraft, type LineDraft } from '../draft/document-draft.ts';
import { LineEditor } from './LineEditor.tsx';

const SLOW_RENDER_MS = 30_000;
const TAX = { id: 'sales', name: 'Sales tax', rate: '8.25' };
const settings = accountSettingsSchema.parse({ businessName: 'Oak & Nail', currency: 'USD', taxRates: [TAX] });
const tile = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Porcelain floor tile',
  description: '60 × 60 cm, matte',
  unit: 'm2',
  category: 'Tile',
  unitCost: 3200,
  markup: '35',
  unitPrice: 4320,
  taxes: [TAX],
  updatedAt: '2026-11-29T10:00:00.000Z',
};

function Lines({ currency }: { currency: string }) {
  const [lines, setLines] = useState<LineDraft[]>([newLineDraft()]);
  return <LineEditor lines={lines} currency={currency} amounts={[]} taxRates={[TAX]} errors={{}} incomplete={new Set()} onChange={setLines} />;
}

describe('the price book in a line', () => {
  it('offers matching items as the description is typed, and picking one fills the line with its price, never its cost', async () => {
    const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/price-book': { items: [tile], total: 1, page: 1, pageSize: 3 } });
    renderWithShell(<Lines currency="USD" />, { path: '/', route: '/' });
    const description = await screen.findByLabelText('Line 1 description');
    fireEvent.focus(description);
    fireEvent.change(description, { target: { value: 'porc' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Porcelain floor tile · $43.20 / m2' }));
    await waitFor(() => expect((screen.getByLabelText('Line 1 description') as HTMLTextAreaElement).value).toBe('Porcelain floor tile\n60 × 60 cm, matte'));
    expect((screen.getByLabelText('Line 1 unit price') as HTMLInputElement).value).toBe('43.20');
    expect((screen.getByLabelText('Line 1 unit') as HTMLInputElement).value).toBe('m2');
    expect(screen.queryByText(/32\.00/)).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname === '/api/price-book');
    expect(asked?.searchParams.get('q')).toBe('porc');
  }, SLOW_RENDER_MS);
});
