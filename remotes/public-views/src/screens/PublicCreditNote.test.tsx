import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { comparable, documentViewTexts } from '@ledgerline/documents/test-support/document-view-texts.ts';
import { samplePublicCreditNote } from '@ledgerline/documents/test-support/sample-public-credit-note.ts';
import { publicDocumentView } from '../shared/public-document/public-document-view.ts';
import PublicCreditNote from './PublicCreditNote.tsx';

const TOKEN = 'k7Qm2x9VfR4tLp8sWz3nYb6cHd1jEa5u';

function show(answer: { status?: number; body?: unknown }) {
  fakeApi((url) => (url === `/api/public/credit-notes/${TOKEN}` ? answer : undefined));
  return renderWithShell(<PublicCreditNote />, { path: '/view/credit-note/:token', route: `/view/credit-note/${TOKEN}`, user: null });
}

describe('PublicCreditNote', () => {
  it('shows every text of the view its PDF prints: the invoice it corrects, why, and where the money went', async () => {
    show({ body: samplePublicCreditNote });
    await screen.findByRole('heading', { level: 1, name: 'Credit note CN-0003' });
    const page = comparable(document.body.textContent ?? '');
    const view = publicDocumentView({ kind: 'credit_note', document: samplePublicCreditNote });
    expect(documentViewTexts(view).filter((text) => !page.includes(comparable(text)))).toEqual([]);
    expect(screen.getByText('INV-2026-0007 of Nov 21, 2026')).toBeTruthy();
    expect(screen.getByText('Refunded to the card paid with')).toBeTruthy();
    // What a user typed stays text.
    expect(screen.getByText('One tile arrived <i>cracked</i>')).toBeTruthy();
  });

  it('says the link is not valid when the gateway does not know it', async () => {
    show({ status: 404, body: { status: 404, code: 'link_not_found', message: 'This link does not lead to a credit note.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This credit note link is not valid' })).toBeTruthy();
  });
});
