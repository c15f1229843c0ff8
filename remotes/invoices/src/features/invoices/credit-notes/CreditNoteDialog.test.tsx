import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { creditNoteSchema } from '@ledgerline/contracts';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';
import { CreditNoteDialog } from './CreditNoteDialog.tsx';

const SLOW_RENDER_MS = 60_000;
const CREDIT_NOTE_ID = '55555555-5555-4555-8555-555555555555';
const LINE_ID = sampleInvoice.lines[0]!.id;
/** Two more lines, and one of the three tiles already credited by an earlier credit note. */
const invoice = {
  ...sampleInvoice,
  status: 'paid' as const,
  amountPaid: 5997,
  balance: 0,
  lines: [...sampleInvoice.lines, { ...sampleInvoice.lines[0]!, id: '66666666-6666-4666-8666-666666666666', description: 'Grout', quantity: '2' }],
  creditedQuantities: { [LINE_ID]: '1' },
};

/** The credit note as the gateway answers its issue. */
const issued = creditNoteSchema.parse({
  id: CREDIT_NOTE_ID,
  number: 'CN-0002',
  status: 'issued',
  client: invoice.client,
  invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate },
  issueDate: '2026-11-28',
  currency: 'USD',
  total: 1999,
  viewedAt: null,
  reason: 'One tile cracked',
  taxMode: 'exclusive',
  lines: [{ ...invoice.lines[0]!, quantity: '1', amount: 1999, net: 1999, total: 1999 }],
  discount: null,
  totals: { subtotal: 1999, discount: 0, net: 1999, taxes: [], taxTotal: 0, total: 1999 },
  settlement: { appliedToBalance: 0, refundedOnline: 0, refundedByHand: 0, keptAsCredit: 1999 },
  activity: [],
  publicUrl: null,
  sentAt: null,
  version: 1,
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
});

function show(answer: unknown) {
  const fetchMock = mockFetchRoutes({ 'POST /api/credit-notes': answer });
  renderWithShell(<CreditNoteDialog invoice={invoice} voiding={false} onClose={() => {}} />, {
    path: '/invoices/edit/:id',
    route: `/invoices/edit/${invoice.id}`,
    otherRoutes: [{ path: '/credit-notes/:id', element: <p>Credit note page</p> }],
  });
  return fetchMock;
}

const dialog = () => screen.getByRole('dialog');
const sentBody = (fetchMock: ReturnType<typeof mockFetchRoutes>) => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));

describe('the credit note dialog', () => {
  it('offers what is left of each line, sends the chosen quantities with the reason and where paid money goes, then opens the credit note', async () => {
    const fetchMock = show(issued);
    expect(within(dialog()).getByRole('textbox', { name: 'Quantity to credit of Tiles' })).toHaveProperty('value', '2');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Credit Grout' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Quantity to credit of Tiles' }), { target: { value: '1' } });
    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'One tile cracked' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: /Kept as the client/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Issue credit note' }));

    await waitFor(() => expect(screen.getByText('Credit note page')).toBeTruthy());
    expect(sentBody(fetchMock)).toMatchObject({ invoiceId: invoice.id, reason: 'One tile cracked', lines: [{ invoiceLineId: LINE_ID, quantity: '1' }], remainder: 'client_credit' });
  }, SLOW_RENDER_MS);

  it('asks for everything left as the rest of the invoice, and shows the server\u2019s sentence under the line it names', async () => {
    const fetchMock = show(new Reply(422, { status: 422, code: 'credit_not_possible', message: 'Too much.', fields: { 'lines.0.quantity': ['“Tiles” has 2 left to credit, less than the 3 asked.'] } }));
    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'Job cancelled' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(screen.getByText('“Tiles” has 2 left to credit, less than the 3 asked.')).toBeTruthy());
    expect(sentBody(fetchMock)).toMatchObject({ lines: null, remainder: 'refund' });
  }, SLOW_RENDER_MS);

  it('needs a reason before it asks the server', () => {
    const fetchMock = show({});
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Issue credit note' }));
    expect(screen.getByText('Say why the client is credited: it prints on the credit note.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  }, SLOW_RENDER_MS);

  it('voids an issued invoice with one request, saying what happens to the money paid', async () => {
    const fetchMock = mockFetchRoutes({ [`POST /api/invoices/${invoice.id}/void`]: { ...invoice, status: 'void', amountCredited: invoice.total, balance: 0 } });
    let closed = false;
    renderWithShell(<CreditNoteDialog invoice={invoice} voiding onClose={() => (closed = true)} />, { path: '/invoices/edit/:id', route: `/invoices/edit/${invoice.id}` });
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(dialog()).getByLabelText('Reason'), { target: { value: 'Job cancelled' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: /Kept as the client/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sentBody(fetchMock)).toEqual({ reason: 'Job cancelled', remainder: 'client_credit' });
  }, SLOW_RENDER_MS);
});
