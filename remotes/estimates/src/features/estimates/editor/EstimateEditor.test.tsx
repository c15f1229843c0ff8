import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountSettingsSchema, addDays, calculateDocument, formatMoney, localToday } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import EstimateEditor from '../../../screens/EstimateEditor.tsx';
import { acceptedEstimate, draftEstimate, ESTIMATE_ID } from '../../../test-support/sample-estimate.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

/** antd renders slowly under jsdom; typing a whole estimate takes seconds, not milliseconds. */
const SLOW_RENDER_MS = 60_000;
const settings = accountSettingsSchema.parse({ businessName: 'Hammer & Sons', currency: 'USD', estimateValidityDays: 14 });
const path = `/api/estimates/${ESTIMATE_ID}`;
const noClients = { items: [], total: 0, page: 1, pageSize: 20 };
const noChangeOrders = { items: [], total: 0, page: 1, pageSize: 100 };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function chooseDeposit(type: 'Percentage' | 'Amount') {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Deposit' })).getByText(type));
}

function row(region: string, label: string): string {
  const cell = within(screen.getByRole('region', { name: region })).getByText(label).closest('tr');
  return cell?.textContent?.replace(label, '') ?? '';
}

function edit(route = `/estimates/edit/${ESTIMATE_ID}`) {
  renderWithShell(<EstimateEditor />, { path: '/estimates/edit/:id', route });
}

describe('the estimate editor', () => {
  it('starts valid for the account\'s days and leaves optional lines out of the totals', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients });
    renderWithShell(<EstimateEditor />, { path: '/estimates/new', route: '/estimates/new' });
    expect(await screen.findByRole('heading', { name: 'New estimate' })).toBeTruthy();
    expect((screen.getByLabelText('Valid until') as HTMLInputElement).value).toBe(addDays(localToday(), 14));

    fireEvent.click(screen.getByRole('button', { name: /Add line/ }));
    type('Line 1 description', 'Deck');
    type('Line 1 unit price', '5000');
    type('Line 2 description', 'Railing');
    type('Line 2 unit price', '500');
    fireEvent.click(screen.getByRole('switch', { name: 'Line 2 optional' }));

    const expected = calculateDocument({ taxMode: 'exclusive', lines: [{ quantity: '1', unitPrice: 500000 }] });
    expect(row('Totals', 'Total')).toBe(formatMoney(expected.total, 'USD'));
    expect(row('Totals', 'Total')).toBe('$5,000.00');
    expect(within(screen.getByRole('group', { name: 'Line 2' })).getByText('Amount if chosen')).toBeTruthy();
    expect(screen.getByLabelText('Line 2 amount').textContent).toBe('$500.00');
  }, SLOW_RENDER_MS);

  it('says what is wrong with a deposit before saving', async () => {
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients });
    renderWithShell(<EstimateEditor />, { path: '/estimates/new', route: '/estimates/new' });
    await screen.findByRole('heading', { name: 'New estimate' });
    chooseDeposit('Percentage');
    type('Deposit percentage', '150');
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));
    expect(await screen.findByText('A deposit percentage must be above 0 and at most 100, with at most 2 decimals.')).toBeTruthy();

    chooseDeposit('Amount');
    type('Deposit amount', '12.345');
    expect(await screen.findByText('Use at most 2 decimals for USD.')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('saves optional lines, the deposit and the site address with the version it was based on', async () => {
    const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients, [path]: draftEstimate, [`PUT ${path}`]: draftEstimate, '/api/change-orders': noChangeOrders });
    edit();
    await screen.findByRole('heading', { name: 'Estimate EST-0007' });
    fireEvent.click(screen.getByRole('button', { name: /Add line/ }));
    type('Line 2 description', 'Railing');
    type('Line 2 unit price', '500');
    fireEvent.click(screen.getByRole('switch', { name: 'Line 2 optional' }));
    chooseDeposit('Percentage');
    type('Deposit percentage', '30');
    // 30 % of the total, which leaves the optional railing out.
    expect(screen.getByText('Requested on acceptance:').textContent).toContain('$1,500.00');
    fireEvent.click(screen.getByRole('switch', { name: 'The work is at another address' }));
    type('Site street address', '4 Quay Lane');
    type('Site city', 'Bristol');
    fireEvent.click(screen.getByRole('button', { name: /Save draft/ }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      version: 2,
      validUntil: '2026-12-21',
      lines: [{ description: 'Deck, 20 m2', optional: false }, { description: 'Railing', unitPrice: 50000, optional: true }],
      deposit: { type: 'percent', value: '30' },
      siteAddress: { line1: '4 Quay Lane', city: 'Bristol', country: '' },
      completionDate: null,
    });
  }, SLOW_RENDER_MS);

  it('locks an accepted estimate and shows its job, its signature and its revisions', async () => {
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/clients': noClients,
      [path]: acceptedEstimate,
      '/api/change-orders': noChangeOrders,
      [`${path}/revisions/1`]: { ...draftEstimate, ...acceptedEstimate.revisions[0], id: ESTIMATE_ID, chosenOptionalLineIds: [] },
    });
    edit();
    await screen.findByRole('heading', { name: 'Estimate EST-0007-R2' });
    expect(screen.getByText('This estimate is accepted, so it is locked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Revise/ })).toBeTruthy();
    expect((screen.getByLabelText('Line 1 description') as HTMLTextAreaElement).disabled).toBe(true);

    // The railing is optional and the client chose it: it counts.
    expect(row('Totals', 'Total')).toBe('$5,500.00');
    expect(within(screen.getByRole('group', { name: 'Line 2' })).getByText('Amount, chosen')).toBeTruthy();
    expect(row('Job', 'Current contract value')).toBe('$6,700.00');
    expect(row('Job', 'Approved changes')).toBe('+$1,200.00');
    expect(row('Job', 'Pending changes')).toBe('+$300.00');
    expect(row('Job', 'Revised completion')).toContain('(+2 days)');

    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(within(signature).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(signature).getByText('203.0.113.7')).toBeTruthy();
    expect(within(signature).getByText(acceptedEstimate.signature?.contentHash ?? '')).toBeTruthy();
    expect(screen.getByText('Requested on acceptance:').textContent).toContain('$1,650.00');
    expect(screen.getByRole('button', { name: /New change order/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View EST-0007' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Estimate EST-0007')).toBeTruthy();
    expect(within(drawer).getByText('Declined')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `${path}/revisions/1`)).toBe(true);
  }, SLOW_RENDER_MS);

  it('makes the deposit invoice and opens it', async () => {
    const invoiceId = '99999999-9999-4999-8999-999999999999';
    const fetchMock = mockFetchRoutes({
      '/api/account/settings': settings,
      '/api/clients': noClients,
      [path]: acceptedEstimate,
      '/api/change-orders': noChangeOrders,
      [`POST ${path}/convert`]: depositInvoice(invoiceId),
    });
    edit();
    await screen.findByRole('heading', { name: 'Estimate EST-0007-R2' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Convert to invoice/ })));
    expect(screen.queryByText(/^Final invoice/)).toBeNull();
    await act(async () => fireEvent.click(await screen.findByText('Deposit invoice (30 %)')));

    expect(await screen.findByText('Left the screen')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/convert'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ mode: 'deposit' });
  }, SLOW_RENDER_MS);

  it('revises an accepted estimate into a new draft revision', async () => {
    const revised = { ...draftEstimate, number: 'EST-0007-R3', revision: 3, version: 6 };
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients, [path]: acceptedEstimate, '/api/change-orders': noChangeOrders, [`POST ${path}/revise`]: revised });
    edit();
    await screen.findByRole('heading', { name: 'Estimate EST-0007-R2' });
    fireEvent.click(screen.getByRole('button', { name: /Revise/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('EST-0007-R3 opens as a draft');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start EST-0007-R3' })));

    expect(await screen.findByRole('heading', { name: 'Estimate EST-0007-R3' })).toBeTruthy();
    expect((screen.getByLabelText('Line 1 description') as HTMLTextAreaElement).disabled).toBe(false);
  }, SLOW_RENDER_MS);

  it('sends by email: Send opens the email to the client, and Mark as sent waits in More', async () => {
    const emailDraft = { recipients: [{ name: 'Ann', email: 'ann@acme.example' }], subject: `Estimate ${draftEstimate.number}`, message: 'Hello', canAttachPdf: false, latest: null };
    const fetchMock = mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients, [path]: draftEstimate, '/api/change-orders': noChangeOrders, [`${path}/email`]: emailDraft });
    edit();
    await screen.findByRole('heading', { name: `Estimate ${draftEstimate.number}` });
    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    // Under test antd gives every modal the same title id, so the dialog is found from its title.
    const dialog = (await screen.findByText(`Email estimate ${draftEstimate.number}`)).closest<HTMLElement>('[role=dialog]');
    if (!dialog) throw new Error('The email dialog did not open.');
    expect(await within(dialog).findByText('Ann <ann@acme.example>')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: /More$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Mark as sent' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/send'))).toBe(false);
  }, SLOW_RENDER_MS);

  it('keeps an accepted estimate with change orders as it was: no Revise, and its lines do not move', async () => {
    const changed = { ...acceptedEstimate, job: acceptedEstimate.job && { ...acceptedEstimate.job, standingChangeOrders: 2 } };
    mockFetchRoutes({ '/api/account/settings': settings, '/api/clients': noClients, [path]: changed, '/api/change-orders': noChangeOrders });
    edit();
    await screen.findByRole('heading', { name: 'Estimate EST-0007-R2' });
    expect(screen.queryByRole('button', { name: /Revise/ })).toBeNull();
    expect(screen.getByText('Change the job with a change order.')).toBeTruthy();
    for (const name of ['Move line 1 down', 'Move line 2 up']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  }, SLOW_RENDER_MS);
});

/** The deposit invoice POST /api/estimates/:id/convert answers with. */
function depositInvoice(id: string) {
  return {
    id,
    number: 'INV-0012',
    status: 'draft',
    overdue: false,
    client: acceptedEstimate.client,
    issueDate: '2026-11-24',
    dueDate: '2026-12-08',
    currency: 'USD',
    total: 165000,
    amountPaid: 0,
    balance: 165000,
    viewedAt: null,
    taxMode: 'exclusive',
    lines: [],
    discount: null,
    totals: { subtotal: 165000, discount: 0, net: 165000, taxes: [], taxTotal: 0, total: 165000 },
    notes: '',
    terms: '',
    payments: [],
    activity: [],
    publicUrl: null,
    source: { kind: 'estimate', id: ESTIMATE_ID, number: 'EST-0007-R2', role: 'deposit' },
    sentAt: null,
    version: 1,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  };
}
