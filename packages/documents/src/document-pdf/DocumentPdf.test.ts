/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TEMPLATES, type PublicInvoice } from '@ledgerline/contracts';
import { buildDocumentView } from '../document-view/build-document-view.ts';
import { comparable, documentViewTexts } from '../test-support/document-view-texts.ts';
import { pdfPages, pdfText } from '../test-support/pdf-text.ts';
import { samplePublicInvoice } from '../test-support/sample-public-invoice.ts';
import { sampleAcceptedEstimate, samplePublicEstimate } from '../test-support/sample-public-estimate.ts';
import { samplePublicChangeOrder } from '../test-support/sample-public-change-order.ts';
import { samplePublicCreditNote } from '../test-support/sample-public-credit-note.ts';
import type { ViewedDocument } from '../document-view/document-view.ts';
import { renderDocumentViewPdf } from './render-document-pdf.ts';

const context = { paperSize: 'A4' as const, locale: 'en-US', verification: { code: 'K7Q2-9XHD-M4PA', link: 'https://app.example/view/invoice/abc' } };
const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');

/** The first page's size in whole points, from the PDF's MediaBox. */
function pageSize(bytes: Uint8Array): string {
  const box = /\/MediaBox \[([^\]]+)\]/.exec(Buffer.from(bytes).toString('latin1'))![1]!.trim().split(/\s+/);
  return `${Math.round(Number(box[2]))} × ${Math.round(Number(box[3]))}`;
}

const international: PublicInvoice = {
  ...samplePublicInvoice,
  currency: 'INR',
  client: { ...samplePublicInvoice.client, name: 'Ольга Петрова', company: 'Αθηνά Ε.Π.Ε.' },
  lines: [{ ...samplePublicInvoice.lines[0]!, description: 'Płytki łazienkowe — żółte' }],
  notes: 'Zapłać w ciągu 14 dni. ₺ ₩ ₦ €',
};

describe('the document PDF', () => {
  for (const font of ['sans', 'serif'] as const) {
    it(`keeps Cyrillic, Greek, Polish and ₹ ₺ ₩ ₦ € as text in the ${font} font`, async () => {
      const view = buildDocumentView({ kind: 'invoice', document: international }, { ...BUILT_IN_TEMPLATES.clean, font }, context);
      // pdfjs starts a new text item where the font changes (ł comes from the Latin Extended file), so spaces are compared out.
      const text = (await pdfText(await renderDocumentViewPdf(view))).replace(/\s+/g, '');
      for (const words of ['Ольга Петрова', 'Αθηνά Ε.Π.Ε.', 'Płytki łazienkowe — żółte', 'Zapłać w ciągu 14 dni.', '₹59.97', '₺ ₩ ₦ €']) {
        expect(text).toContain(words.replace(/\s+/g, ''));
      }
    });
  }

  it('draws emoji and symbols a user typed from fonts that have them, in bold text too', async () => {
    const typed = 'Deck 🏡 ✅ ❤️ ★ ✓ ☎ → ≤ ⚠';
    const document: PublicInvoice = { ...samplePublicInvoice, client: { ...samplePublicInvoice.client, name: `Dana ${typed}` }, lines: [{ ...samplePublicInvoice.lines[0]!, description: typed }] };
    const bytes = await renderDocumentViewPdf(buildDocumentView({ kind: 'invoice', document }, BUILT_IN_TEMPLATES.clean, context));
    const fonts = new Set([...Buffer.from(bytes).toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z0-9-]+)/g)].map((match) => match[1]));
    expect([...fonts].sort()).toEqual(['NotoEmoji-Regular', 'NotoSans-Bold', 'NotoSans-Regular', 'NotoSansMath-Regular', 'NotoSansSymbols2-Regular']);
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const symbol of ['🏡', '✅', '★', '✓', '☎', '→', '≤', '⚠']) expect(text).toContain(symbol);
  });

  it('prints the verification code and link, the template’s labels and a client named <b>x</b> literally', async () => {
    const document = { ...samplePublicInvoice, client: { ...samplePublicInvoice.client, name: '<b>x</b>' }, amountPaid: 1000, balance: 4997 };
    const view = buildDocumentView({ kind: 'invoice', document }, { ...BUILT_IN_TEMPLATES.clean, labels: { invoice: 'Tax invoice' } }, context);
    const text = await textOf(await renderDocumentViewPdf(view));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('<b>x</b>');
    expect(text).toContain('Amount paid $10.00');
    expect(text).toContain('Verification code K7Q2-9XHD-M4PA');
    expect(text).toContain('https://app.example/view/invoice/abc');
  });

  it('is A4 or US Letter as the view says, and the same bytes every time it is rendered', async () => {
    const a4 = buildDocumentView({ kind: 'invoice', document: samplePublicInvoice }, BUILT_IN_TEMPLATES.clean, context);
    const first = await renderDocumentViewPdf(a4);
    expect(pageSize(first)).toBe('595 × 842');
    expect(Buffer.from(await renderDocumentViewPdf(a4)).equals(Buffer.from(first))).toBe(true);
    const letter = await renderDocumentViewPdf({ ...a4, look: { ...a4.look, paperSize: 'LETTER' } });
    expect(pageSize(letter)).toBe('612 × 792');
  });

  it('prints the plan’s mark on every page when the view carries one, and none otherwise', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...samplePublicInvoice.lines[0]!, description: `Line ${index + 1}` }));
    const long = { kind: 'invoice' as const, document: { ...samplePublicInvoice, lines } };
    const marked = await pdfPages(await renderDocumentViewPdf(buildDocumentView(long, BUILT_IN_TEMPLATES.clean, { ...context, watermark: 'Made with Ledgerline — Free plan' })));
    expect(marked.length).toBeGreaterThan(1);
    expect(marked.filter((page) => page.includes('Made with Ledgerline — Free plan'))).toHaveLength(marked.length);
    expect(await textOf(await renderDocumentViewPdf(buildDocumentView(long, BUILT_IN_TEMPLATES.clean, context)))).not.toContain('Made with Ledgerline');
  });

  it('numbers its pages: "Page 1 of 2"', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...samplePublicInvoice.lines[0]!, description: `Line ${index + 1}` }));
    const pages = await pdfPages(await renderDocumentViewPdf(buildDocumentView({ kind: 'invoice', document: { ...samplePublicInvoice, lines } }, BUILT_IN_TEMPLATES.clean, context)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((page, index) => page.includes(`Page ${index + 1} of ${pages.length}`))).toEqual(pages.map(() => true));
    const short = await pdfPages(await renderDocumentViewPdf(buildDocumentView({ kind: 'invoice', document: samplePublicInvoice }, BUILT_IN_TEMPLATES.clean, context)));
    expect(short.join(' ')).toContain('Page 1 of 1');
  });

  it('marks a paid invoice PAID, and no other', async () => {
    const paid = { ...samplePublicInvoice, status: 'paid' as const, amountPaid: samplePublicInvoice.totals.total, balance: 0 };
    const stamped = await textOf(await renderDocumentViewPdf(buildDocumentView({ kind: 'invoice', document: paid }, BUILT_IN_TEMPLATES.clean, context)));
    expect(stamped).toMatch(/Paid PAID/);
    for (const status of ['sent', 'partial'] as const) {
      const open = await textOf(await renderDocumentViewPdf(buildDocumentView({ kind: 'invoice', document: { ...samplePublicInvoice, status } }, BUILT_IN_TEMPLATES.clean, context)));
      expect(open).not.toContain('PAID');
    }
  });

  it('keeps the signature block of a signed estimate', async () => {
    const estimate = sampleAcceptedEstimate();
    const view = buildDocumentView({ kind: 'estimate', document: estimate }, BUILT_IN_TEMPLATES.classic, context);
    const text = await textOf(await renderDocumentViewPdf(view));
    expect(text).toContain('Accepted and signed electronically');
    expect(text).toContain('Signed by Dana Harbor');
    expect(text).toContain(`Content SHA-256 ${estimate.signature!.contentHash}`);
  });

  const documents: ViewedDocument[] = [
    { kind: 'invoice', document: { ...samplePublicInvoice, amountPaid: 1000, payments: [{ date: '2026-11-25', method: 'check', reference: '1042', amount: 1000 }], balance: 4997 } },
    { kind: 'estimate', document: samplePublicEstimate() },
    { kind: 'change_order', document: samplePublicChangeOrder() },
    { kind: 'credit_note', document: samplePublicCreditNote },
  ];
  for (const viewed of documents) {
    for (const paperSize of ['A4', 'LETTER'] as const) {
      it(`prints every text of the ${viewed.kind} view, the page's text, on ${paperSize}`, async () => {
        const view = buildDocumentView(viewed, BUILT_IN_TEMPLATES.clean, { ...context, paperSize });
        const text = comparable(await pdfText(await renderDocumentViewPdf(view)));
        const missing = documentViewTexts(view).filter((shown) => !text.includes(comparable(shown)));
        expect(missing).toEqual([]);
      });
    }
  }
});
