import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TEMPLATES, type TemplateSettings } from '@ledgerline/contracts';
import { samplePublicInvoice } from '../test-support/sample-public-invoice.ts';
import { sampleAcceptedEstimate, sampleDrawnSignature, samplePublicEstimate } from '../test-support/sample-public-estimate.ts';
import { samplePublicChangeOrder } from '../test-support/sample-public-change-order.ts';
import { buildDocumentView } from './build-document-view.ts';
import type { DocumentView } from './document-view.ts';

const clean = BUILT_IN_TEMPLATES.clean;
const context = { paperSize: 'A4' as const, locale: 'en-US' };
const withTemplate = (changes: Partial<TemplateSettings>): TemplateSettings => ({ ...clean, ...changes });
const rows = (view: DocumentView) => view.totals.flatMap((group) => group.rows.map((row) => `${row.label}: ${row.value}`));

describe('the document view of an invoice', () => {
  const paid = { ...samplePublicInvoice, amountPaid: 2000, balance: 3997, status: 'partial' as const };

  it('prints the title, parties, columns and totals in order, "Amount paid" as the positive amount it is', () => {
    const view = buildDocumentView({ kind: 'invoice', document: paid }, clean, context);
    expect(view.title).toBe('Invoice');
    expect(view.number).toBe('INV-2026-0007');
    expect(view.status).toBe('Partially paid');
    expect(view.business).toEqual({ heading: 'From', name: 'Hammer & Sons', lines: ['1 Main St', 'Springfield', 'office@hammer.example', '555-0100', 'Tax ID: TX-1'] });
    expect(view.client.heading).toBe('Bill to');
    expect(view.facts.map((fact) => `${fact.label}: ${fact.text}`)).toEqual(['Issue date: Nov 21, 2026', 'Due date: Dec 21, 2026', 'Currency: USD']);
    expect(view.columns.map((column) => column.label)).toEqual(['Description', 'Qty', 'Unit', 'Unit price', 'Discount', 'Tax', 'Amount']);
    expect(view.lines[0]!.cells).toEqual({ description: 'Kitchen tiles', quantity: '3', unit: 'm2', unitPrice: '$19.99', discount: '', tax: '', amount: '$59.97' });
    expect(rows(view)).toEqual(['Subtotal: $59.97', 'Total: $59.97', 'Amount paid: $20.00', 'Balance due: $39.97']);
    expect(view.sections.map((section) => section.label)).toEqual(['Payment instructions', 'Notes', 'Terms']);
    expect(view.signature).toBeNull();
  });

  it('leaves out the hidden columns and the payment instructions the template hides', () => {
    const show = { ...clean.show, quantity: false, unit: false, taxPerLine: false, discount: false, paymentInstructions: false };
    const view = buildDocumentView({ kind: 'invoice', document: paid }, withTemplate({ show }), context);
    expect(view.columns.map((column) => column.key)).toEqual(['description', 'unitPrice', 'amount']);
    expect(Object.keys(view.lines[0]!.cells)).toEqual(['description', 'unitPrice', 'amount']);
    expect(view.sections.map((section) => section.label)).toEqual(['Notes', 'Terms']);
  });

  it('uses the template’s labels, and the built-in word where a label is blank', () => {
    const labels = { invoice: 'Tax invoice', amountPaid: 'Received', balanceDue: 'Still to pay', quantity: '  ', billTo: 'Customer' };
    const view = buildDocumentView({ kind: 'invoice', document: paid }, withTemplate({ labels }), context);
    expect(view.title).toBe('Tax invoice');
    expect(view.client.heading).toBe('Customer');
    expect(view.columns[1]!.label).toBe('Qty');
    expect(rows(view).slice(-2)).toEqual(['Received: $20.00', 'Still to pay: $39.97']);
    expect(view.look.documentTitle).toBe('Tax invoice INV-2026-0007 from Hammer & Sons');
  });

  it('takes the account’s paper size unless the template names one, and carries the look and texts', () => {
    const view = buildDocumentView({ kind: 'invoice', document: paid }, clean, { ...context, paperSize: 'LETTER', logo: 'data:image/png;base64,AA==' });
    expect(view.look).toMatchObject({ paperSize: 'LETTER', accentColor: '#1f6feb', font: 'sans', logo: 'data:image/png;base64,AA==', logoPosition: 'left' });
    const overridden = buildDocumentView({ kind: 'invoice', document: paid }, withTemplate({ paperSize: 'A4', headerText: 'Licensed and insured', footerText: 'Thank you' }), { ...context, paperSize: 'LETTER' });
    expect(overridden.look.paperSize).toBe('A4');
    expect([overridden.headerText, overridden.footerText]).toEqual(['Licensed and insured', 'Thank you']);
  });

  it('carries what a user typed as text: a client named <b>x</b> stays literal', () => {
    const document = { ...paid, client: { ...paid.client, name: '<b>x</b>' }, notes: '<script>alert(1)</script> & more' };
    const view = buildDocumentView({ kind: 'invoice', document }, clean, context);
    expect(view.client.name).toBe('<b>x</b>');
    expect(view.sections.find((section) => section.label === 'Notes')!.text).toBe('<script>alert(1)</script> & more');
  });

  it('lays out a job’s final invoice like the signed estimate: headings, the discount as one line after the lines it takes, the subtotal after it', () => {
    const item = (description: string, amount: number, discountShare = 0) => ({
      ...samplePublicInvoice.lines[0]!,
      description,
      quantity: '1',
      unit: '',
      unitPrice: amount,
      amount,
      discountShare,
      net: amount - discountShare,
      total: amount - discountShare,
    });
    const final = {
      ...samplePublicInvoice,
      lines: [item('Tile', 10_000, 500), item('Heated mat', 4_000), item('Less deposit INV-0002', -3_000)],
      discount: { type: 'percent' as const, value: '5' },
      layout: {
        discountLines: 1,
        sections: [
          { title: 'Estimate EST-0001', lines: 1 },
          { title: 'Change order EST-0001-CO-01', lines: 1 },
          { title: 'Less previous', lines: 1 },
        ],
      },
      totals: { subtotal: 11_000, discount: 500, net: 10_500, taxes: [], taxTotal: 0, total: 10_500 },
      balance: 10_500,
    };
    const view = buildDocumentView({ kind: 'invoice', document: final }, clean, context);
    expect(view.lines.map((line) => [line.heading === true, line.cells.description, line.cells.amount])).toEqual([
      [true, 'Estimate EST-0001', ''],
      [false, 'Tile', '$100.00'],
      [false, 'Discount (5%)', '-$5.00'],
      [true, 'Change order EST-0001-CO-01', ''],
      [false, 'Heated mat', '$40.00'],
      [true, 'Less previous', ''],
      [false, 'Less deposit INV-0002', '-$30.00'],
    ]);
    expect(rows(view).slice(0, 2)).toEqual(['Subtotal: $105.00', 'Total: $105.00']);
  });

  it('prints the verification code and link it is given', () => {
    const verification = { code: 'K7Q2-9XHD-M4PA', link: 'https://app.example/view/invoice/abc' };
    expect(buildDocumentView({ kind: 'invoice', document: paid }, clean, { ...context, verification }).verification).toEqual(verification);
    expect(buildDocumentView({ kind: 'invoice', document: paid }, clean, context).verification).toBeNull();
  });
});

describe('the addresses in each country’s order', () => {
  const invoiceFor = (billingAddress: Partial<typeof samplePublicInvoice.client.billingAddress>) => ({
    ...samplePublicInvoice,
    client: { ...samplePublicInvoice.client, company: '', email: '', billingAddress: { ...samplePublicInvoice.client.billingAddress, ...billingAddress } },
  });
  const clientLines = (address: Parameters<typeof invoiceFor>[0]) => buildDocumentView({ kind: 'invoice', document: invoiceFor(address) }, clean, context).client.lines;

  it('puts the US postal code after the state, the Polish one before the city, and keeps the country as typed', () => {
    expect(clientLines({ line1: '12 Dock Street', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'United States' })).toEqual([
      '12 Dock Street',
      'Seattle, WA 98101',
      'United States',
    ]);
    expect(clientLines({ line1: 'ul. Marszałkowska 1', city: 'Warszawa', postalCode: '00-001', country: 'Poland' })).toEqual(['ul. Marszałkowska 1', '00-001 Warszawa', 'Poland']);
    expect(clientLines({ line1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' })).toEqual(['10 Downing St', 'London', 'SW1A 2AA', 'GB']);
  });

  it('keeps every part of an address whose country it does not know, and markup in it as text', () => {
    expect(clientLines({ line1: 'A & B <i>Yard</i>', city: 'Springfield', region: 'Somewhere', postalCode: '123', country: '' })).toEqual([
      'A & B <i>Yard</i>',
      '123 Springfield, Somewhere',
    ]);
  });
});

describe('the document view of an estimate', () => {
  it('says which optional lines are out of the total, with the deposit, the site address and no signature', () => {
    const view = buildDocumentView({ kind: 'estimate', document: samplePublicEstimate() }, clean, context);
    expect(view.title).toBe('Estimate');
    expect(view.client.heading).toBe('Prepared for');
    expect(view.lines.map((line) => line.note)).toEqual(['', '', 'Optional, not in the total', 'Optional, not in the total']);
    expect(rows(view)).toContain('Total: $2,310.00');
    expect(rows(view)).toContain('Deposit requested (30%): $693.00');
    expect(view.signature).toBeNull();
  });

  it('is the signed document once accepted: chosen lines and the signature block with its evidence', () => {
    const estimate = sampleAcceptedEstimate();
    const view = buildDocumentView({ kind: 'estimate', document: estimate }, withTemplate({ labels: { estimate: 'Quote' } }), {
      ...context,
      signature: { ...estimate.signature!, ip: '203.0.113.7' },
    });
    expect(view.title).toBe('Quote');
    expect(view.lines.map((line) => line.note)).toEqual(['', '', 'Optional, chosen', 'Optional, not chosen']);
    expect(view.signature!.heading).toBe('Accepted and signed electronically');
    expect(view.signature!.evidence.map((row) => `${row.label}: ${row.text}`)).toEqual(
      expect.arrayContaining(['Signed by: Dana Harbor', 'Signed at: 2026-11-05 14:03:27 UTC', 'IP address: 203.0.113.7']),
    );
  });

  it('leaves the signature block off when the template hides it, for an estimate and a change order', () => {
    const hidden = withTemplate({ show: { ...clean.show, signature: false } });
    const estimate = sampleAcceptedEstimate();
    expect(buildDocumentView({ kind: 'estimate', document: estimate }, hidden, context).signature).toBeNull();
    expect(buildDocumentView({ kind: 'estimate', document: estimate }, hidden, { ...context, signature: { ...estimate.signature!, ip: '203.0.113.7' } }).signature).toBeNull();
    const approved = samplePublicChangeOrder({ status: 'approved', signature: sampleDrawnSignature });
    expect(buildDocumentView({ kind: 'change_order', document: approved }, clean, context).signature!.heading).toBe('Approved and signed electronically');
    expect(buildDocumentView({ kind: 'change_order', document: approved }, hidden, context).signature).toBeNull();
  });

  it('hides the site address when the template does', () => {
    const estimate = samplePublicEstimate({ siteAddress: { line1: '5 Pier Road', line2: '', city: 'Tacoma', region: 'WA', postalCode: '98402', country: 'USA' } });
    const shown = buildDocumentView({ kind: 'estimate', document: estimate }, clean, context);
    expect(shown.sections[0]).toEqual({ label: 'Site address', text: '5 Pier Road\nTacoma, WA 98402\nUSA' });
    const hidden = buildDocumentView({ kind: 'estimate', document: estimate }, withTemplate({ show: { ...clean.show, siteAddress: false } }), context);
    expect(hidden.sections.map((section) => section.label)).not.toContain('Site address');
  });
});

describe('the document view of a change order', () => {
  it('states the reason before the lines, the cost of the change and the contract value it leads to', () => {
    const view = buildDocumentView({ kind: 'change_order', document: samplePublicChangeOrder() }, clean, context);
    expect(view.title).toBe('Change order');
    expect(view.intro).toEqual([
      { label: 'Reason', text: 'Client asked for a pantry' },
      { label: 'Description', text: 'Swap one wall cabinet for a floor-to-ceiling pantry unit.' },
    ]);
    expect(view.totals).toHaveLength(2);
    expect(view.totals[0]!.rows.at(-1)!.label).toBe('Cost of this change');
    expect(view.totals[1]!.heading).toBe('Contract value');
    expect(view.totals[1]!.rows.at(-1)).toMatchObject({ label: 'New contract value', strong: true });
    expect(view.facts.map((fact) => fact.label)).toContain('Changes estimate');
  });
});

describe('the job a document belongs to', () => {
  const jobSite = { title: 'Ortega bathroom remodel', siteAddress: { line1: '12 Elm Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US' } };
  const viewOf = (template: TemplateSettings) => buildDocumentView({ kind: 'invoice', document: { ...samplePublicInvoice, jobSite } }, template, context);

  it('names the job among the facts and prints its site first among the sections', () => {
    const view = viewOf(clean);
    expect(view.facts.at(-1)).toEqual({ label: 'Job', text: 'Ortega bathroom remodel' });
    expect(view.sections[0]).toEqual({ label: 'Site address', text: '12 Elm Street\nAustin, TX 78701\nUS' });
  });

  it('leaves the site off when the template hides it, and both off for a document of no job', () => {
    expect(viewOf(withTemplate({ show: { ...clean.show, siteAddress: false } })).sections.map((section) => section.label)).not.toContain('Site address');
    const none = buildDocumentView({ kind: 'change_order', document: { ...samplePublicChangeOrder(), jobSite: null } }, clean, context);
    expect(none.facts.map((fact) => fact.label)).not.toContain('Job');
  });
});
