import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BUILT_IN_TEMPLATES } from '@ledgerline/contracts';
import { publicInvoiceFixture } from '../public-invoice/test-support/public-invoice-fixture.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { comparable, documentViewTexts } from '@ledgerline/documents/test-support/document-view-texts.ts';
import { samplePublicInvoice } from '@ledgerline/documents/test-support/sample-public-invoice.ts';
import { publicDocumentView } from '../shared/public-document/public-document-view.ts';
import PublicInvoice from './PublicInvoice.tsx';

const TOKEN = 'k7Qm2x9VfR4tLp8sWz3nYb6cHd1jEa5u';

function show(answer: { status?: number; body?: unknown }) {
  fakeApi((url) => (url === `/api/public/invoices/${TOKEN}` ? answer : undefined));
  return renderWithShell(<PublicInvoice />, { path: '/view/invoice/:token', route: `/view/invoice/${TOKEN}`, user: null });
}

describe('PublicInvoice', () => {
  // documentPdf's test prints the same documents' views: the page and the PDF say the same things.
  it('shows every text of the document view its PDF prints', async () => {
    const invoice = { ...samplePublicInvoice, amountPaid: 1000, balance: 4997 };
    show({ body: invoice });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007' });
    const page = comparable(document.body.textContent ?? '');
    const view = publicDocumentView({ kind: 'invoice', document: invoice });
    expect(documentViewTexts(view).filter((text) => !page.includes(comparable(text)))).toEqual([]);
  });

  it('shows the business, the client, the lines, the totals, the status and the due date', async () => {
    show({ body: publicInvoiceFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'From' })).getByText('Oak & Nail Carpentry')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bill to' })).getByText('Harbor Renovations LLC')).toBeTruthy();
    expect(screen.getByText('Partially paid')).toBeTruthy();
    expect(screen.getByText('Dec 2, 2026')).toBeTruthy();

    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Kitchen cabinets, installed',
      '2',
      'pcs',
      '$450.00',
      '',
      'Sales tax 10%',
      '$900.00',
    ]);

    const totals = within(screen.getByRole('table', { name: 'Totals' }));
    expect(totals.getByRole('row', { name: /Subtotal/ }).textContent).toContain('$1,020.50');
    expect(totals.getByRole('row', { name: /Sales tax \(10%\)/ }).textContent).toContain('$102.05');
    expect(totals.getByRole('row', { name: /^Total/ }).textContent).toContain('$1,122.55');
    // Amount paid is the positive amount received, as the PDF prints it.
    expect(totals.getByRole('row', { name: /Amount paid/ }).textContent).toBe('Amount paid$100.00');
    expect(totals.getByRole('row', { name: /Balance due/ }).textContent).toContain('$1,022.55');
    expect(within(screen.getByRole('region', { name: 'Payment instructions' })).getByText('Bank transfer to IBAN US00 1234 5678')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeTruthy();
    expect(document.title).toBe('Invoice INV-2026-0042 from Oak & Nail Carpentry');
  });

  it('heads each section of a job’s final invoice across the table', async () => {
    show({ body: publicInvoiceFixture({ layout: { discountLines: null, sections: [{ title: 'Estimate EST-0007', lines: 1 }, { title: 'Change order EST-0007-CO-01', lines: 1 }] } }) });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' });
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.slice(0, 28))).toEqual([expect.any(String), 'Estimate EST-0007', 'Kitchen cabinets, installed2', 'Change order EST-0007-CO-01', expect.stringContaining('')]);
    expect(within(rows[1]!).getByRole('rowheader').getAttribute('colspan')).toBe('7');
  });

  it("presents the invoice with the business's template: its words, its logo, without the columns it hides", async () => {
    const template = {
      ...BUILT_IN_TEMPLATES.bold,
      labels: { invoice: 'Tax invoice' },
      show: { ...BUILT_IN_TEMPLATES.bold.show, quantity: false },
      headerText: 'Licensed and insured',
      footerText: 'Registered in Oregon, no. 12345',
    };
    const look = { template, paperSize: 'A4' as const, logo: 'data:image/png;base64,iVBORw0KGgo=', watermark: null };
    show({ body: { ...samplePublicInvoice, look, verificationCode: '9F86-D081-884C' } });
    await screen.findByRole('heading', { level: 1, name: 'Tax invoice INV-2026-0007' });
    expect(screen.getByRole('img', { name: /logo$/ }).getAttribute('src')).toBe(look.logo);
    expect(screen.queryByRole('columnheader', { name: 'Qty' })).toBeNull();
    expect(screen.getByText('Licensed and insured')).toBeTruthy();
    expect(screen.getByText('Registered in Oregon, no. 12345')).toBeTruthy();
    // The code its PDF prints, for the client to compare with a printout.
    expect(screen.getByText('Verification code 9F86-D081-884C')).toBeTruthy();
  });

  it('carries the mark of the business’s plan at its foot, as its PDF does, and none when the plan puts none', async () => {
    const look = { template: BUILT_IN_TEMPLATES.clean, paperSize: 'A4' as const, logo: null };
    const marked = show({ body: { ...samplePublicInvoice, look: { ...look, watermark: 'Made with Ledgerline — Free plan' } } });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007' });
    expect(screen.getByText('Made with Ledgerline — Free plan')).toBeTruthy();
    marked.unmount();

    show({ body: { ...samplePublicInvoice, look: { ...look, watermark: null } } });
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007' });
    expect(screen.queryByText(/Made with Ledgerline/)).toBeNull();
  });

  it("prints the client's address in its country's order, as the PDF does", async () => {
    const invoice = publicInvoiceFixture();
    invoice.client.billingAddress = { ...invoice.client.billingAddress, line1: 'ul. Marszałkowska 1', city: 'Warszawa', postalCode: '00-001', country: 'Poland' };
    show({ body: invoice });
    const billTo = await screen.findByRole('region', { name: 'Bill to' });
    const lines = [...billTo.querySelectorAll('div')].map((line) => line.textContent);
    const street = lines.indexOf('ul. Marszałkowska 1');
    expect(lines.slice(street, street + 3)).toEqual(['ul. Marszałkowska 1', '00-001 Warszawa', 'Poland']);
  });

  it('shows Overdue when the due date has passed unpaid', async () => {
    show({ body: publicInvoiceFixture({ status: 'sent', overdue: true }) });
    expect(await screen.findByText('Overdue')).toBeTruthy();
  });

  it('renders markup typed by the sender as text, never as HTML', async () => {
    const typed = '<script>alert(1)</script><b>bold</b>';
    const invoice = publicInvoiceFixture({ notes: typed });
    invoice.lines[0]!.description = '<img src=x onerror=alert(1)>';
    invoice.client.name = '<b>Harbor</b>';
    const { container } = show({ body: invoice });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(typed)).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('<b>Harbor</b>')).toBeTruthy();
    expect(container.querySelector('article script, article img, article b')).toBeNull();
  });

  it('says the link is not valid for a token the server does not know, and asks for no sign-in', async () => {
    show({ status: 404, body: { title: 'Not Found', status: 404, code: 'not_found', message: 'There is nothing at this address.' } });
    expect(await screen.findByRole('heading', { name: 'This invoice link is not valid' })).toBeTruthy();
    expect(screen.queryByText(/sign in/i)).toBeNull();
  });
});

