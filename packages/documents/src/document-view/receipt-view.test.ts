import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TEMPLATES } from '@ledgerline/contracts';
import { samplePublicInvoice } from '../test-support/sample-public-invoice.ts';
import { documentViewTexts } from '../test-support/document-view-texts.ts';
import { buildDocumentView } from './build-document-view.ts';
import { receiptView } from './receipt-view.ts';

const context = { paperSize: 'A4' as const, locale: 'en-US', verification: { code: 'K7Q2-9XHD-M4PA', link: 'https://app.example/view/invoice/abc' }, watermark: 'Made with Ledgerline' };
const invoice = { ...samplePublicInvoice, status: 'partial' as const, amountPaid: 2000, balance: samplePublicInvoice.totals.total - 2000 };
const invoiceView = buildDocumentView({ kind: 'invoice', document: invoice }, BUILT_IN_TEMPLATES.clean, context);
const payment = { date: '2026-03-03', method: 'check' as const, reference: '1042', amount: 2000 };

describe('a receipt', () => {
  it('prints the payment as its one line, under the invoice’s parties, look and plan mark, with the balance after it', () => {
    const view = receiptView(invoiceView, invoice, { number: `${invoice.number}-1`, payment, balanceAfter: invoice.balance }, 'en-US');
    expect(view).toMatchObject({ title: 'Receipt', number: `${invoice.number}-1`, status: 'Paid Mar 3, 2026', business: invoiceView.business, client: invoiceView.client, watermark: 'Made with Ledgerline', verification: null });
    expect(view.facts).toEqual([
      { label: 'Payment date', text: 'Mar 3, 2026' },
      { label: 'Method', text: 'Check' },
      { label: 'Reference', text: '1042' },
      { label: 'Invoice', text: invoice.number },
    ]);
    expect(view.lines.map((line) => line.cells)).toEqual([{ description: `Payment of invoice ${invoice.number}`, amount: '$20.00' }]);
    const texts = documentViewTexts(view);
    expect(texts).toEqual(expect.arrayContaining(['Amount received', '$20.00', 'Balance due after this payment', '$39.97']));
    expect(texts).not.toContain('Paid in full. Thank you.');
    expect(view.look.documentTitle).toBe(`Receipt ${invoice.number}-1 from ${invoice.business.name}`);
  });

  it('says the invoice is paid in full when nothing is left, and leaves out an empty reference', () => {
    const view = receiptView(invoiceView, invoice, { number: `${invoice.number}-2`, payment: { ...payment, reference: '', amount: invoice.balance }, balanceAfter: 0 }, 'en-US');
    expect(view.facts.map((fact) => fact.label)).toEqual(['Payment date', 'Method', 'Invoice']);
    expect(documentViewTexts(view)).toContain('Paid in full. Thank you.');
  });
});
