import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { LineLayout } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { newLineDraft } from '../draft/document-draft.ts';
import { LineEditor } from './LineEditor.tsx';

const SLOW_RENDER_MS = 30_000;
const FINAL: LineLayout = {
  discountLines: 2,
  sections: [
    { title: 'Estimate EST-0007', lines: 2 },
    { title: 'Change order EST-0007-CO-01', lines: 1 },
    { title: 'Less previous', lines: 1 },
  ],
};

const renderLines = (lineCount: number, layout: LineLayout | null) => {
  mockFetchRoutes({ '/api/price-book': { items: [], total: 0, page: 1, pageSize: 3 } });
  const lines = Array.from({ length: lineCount }, () => newLineDraft());
  return renderWithShell(<LineEditor lines={lines} currency="USD" amounts={[]} taxRates={[]} errors={{}} incomplete={new Set()} layout={layout} onChange={() => {}} />, { path: '/', route: '/' });
};

const headingsOver = async (lineCount: number, layout: LineLayout | null) => {
  const { unmount } = renderLines(lineCount, layout);
  await screen.findByLabelText(`Line ${lineCount} description`);
  const headings = within(screen.getByRole('region', { name: 'Lines' }))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);
  unmount();
  return headings;
};

describe('LineEditor', () => {
  it.each([
    ['the lines its sections hold', 4, FINAL, ['Estimate EST-0007', 'Change order EST-0007-CO-01', 'Less previous']],
    ['a line added since', 5, FINAL, []],
    ['a line removed since', 3, FINAL, []],
    ['no layout', 4, null, []],
  ] as const)('heads the sections over %s', async (_case, lineCount, layout, expected) => {
    expect(await headingsOver(lineCount, layout)).toEqual(expected);
  }, SLOW_RENDER_MS);

  it('puts each heading right before the first line of its section', async () => {
    renderLines(4, FINAL);
    const heading = await screen.findByRole('heading', { name: 'Change order EST-0007-CO-01' });
    expect(heading.nextElementSibling?.querySelector('[aria-label="Line 3 description"]')).not.toBeNull();
  }, SLOW_RENDER_MS);
});
