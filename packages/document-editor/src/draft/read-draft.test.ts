import { describe, expect, it } from '@jest/globals';
import { invoiceInputSchema } from '@ledgerline/contracts';
import type { DocumentDraft, LineDraft } from './document-draft.ts';
import { readDocumentDraft } from './read-draft.ts';

const line = (description: string, unitPrice: string): LineDraft => ({
  key: description,
  description,
  quantity: '1',
  unit: '',
  unitPrice,
  taxes: [],
  discount: { type: 'percent', value: '' },
  optional: false,
});

const draft = (lines: LineDraft[]): DocumentDraft => ({
  clientId: '11111111-1111-4111-8111-111111111111',
  number: '',
  issueDate: '2026-11-30',
  currency: 'USD',
  lines,
  discount: { type: 'percent', value: '10' },
  notes: '',
  terms: '',
  exchangeRate: '',
  templateId: null,
});

describe('readDocumentDraft', () => {
  const layout = { discountLines: 1, sections: [] };

  it('puts the discount on the lines its layout gives it (a copy of a job’s final invoice), and on every line once lines were added', () => {
    const laidOut = readDocumentDraft(draft([line('Tile', '100.00'), line('Mat', '50.00')]), { taxMode: 'exclusive', layout }, invoiceInputSchema, { dueDate: '2026-12-30' });
    expect(laidOut.totals).toMatchObject({ discount: 1000, total: 14000 });
    const edited = readDocumentDraft(draft([line('Tile', '100.00')]), { taxMode: 'exclusive', layout: { discountLines: 2, sections: [] } }, invoiceInputSchema, { dueDate: '2026-12-30' });
    expect(edited.totals).toMatchObject({ discount: 1000, total: 9000 });
    const plain = readDocumentDraft(draft([line('Tile', '100.00'), line('Mat', '50.00')]), { taxMode: 'exclusive' }, invoiceInputSchema, { dueDate: '2026-12-30' });
    expect(plain.totals).toMatchObject({ discount: 1500, total: 13500 });
  });
});
