import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONSENT_TEXT } from '@ledgerline/contracts';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { samplePublicChangeOrder } from '@ledgerline/documents/test-support/sample-public-change-order.ts';
import { sampleDrawnSignature } from '@ledgerline/documents/test-support/sample-public-estimate.ts';
import { comparable, documentViewTexts } from '@ledgerline/documents/test-support/document-view-texts.ts';
import { publicDocumentView } from '../shared/public-document/public-document-view.ts';
import { FakeSignaturePad, withoutCanvasContext } from '../shared/signing/test-support/fake-signature-pad.ts';

jest.unstable_mockModule('signature_pad', () => ({ default: FakeSignaturePad }));
const { default: PublicChangeOrderScreen } = await import('./PublicChangeOrder.tsx');

const TOKEN = 'Vf4tLp8sWz3nYb6cHd1jEa5uk7Qm2x9VfR4tLQm2x9V';
const PAGE = `/api/public/change-orders/${TOKEN}`;

/** What the fake gateway answers: the page, and each answer (the change order as it then is, or a refusal). */
function show(server: { changeOrder: FakeAnswer; approve?: FakeAnswer; decline?: FakeAnswer }) {
  const fetchMock = fakeApi((url, init) => {
    if (url === PAGE && (init?.method ?? 'GET') === 'GET') return server.changeOrder;
    if (url === `${PAGE}/approve`) return server.approve;
    if (url === `${PAGE}/decline`) return server.decline;
    return undefined;
  });
  renderWithShell(<PublicChangeOrderScreen />, { path: '/view/change-order/:token', route: `/view/change-order/${TOKEN}`, user: null });
  return {
    posted: (path: 'approve' | 'decline') =>
      fetchMock.mock.calls.filter(([url, init]) => url === `${PAGE}/${path}` && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as unknown),
  };
}

const row = (table: string, name: RegExp) => within(screen.getByRole('table', { name: table })).getByRole('row', { name });

beforeEach(() => {
  withoutCanvasContext();
});

describe('PublicChangeOrder', () => {
  // documentPdf's test prints the same change order's view: the page and the PDF say the same things.
  it('shows every text of the document view its PDF prints', async () => {
    show({ changeOrder: { body: samplePublicChangeOrder() } });
    await screen.findByRole('heading', { level: 1, name: 'Change order EST-0007-CO-02' });
    const page = comparable(document.body.textContent ?? '');
    const view = publicDocumentView({ kind: 'change_order', document: samplePublicChangeOrder() });
    expect(documentViewTexts(view).filter((text) => !page.includes(comparable(text)))).toEqual([]);
  });

  it('shows the parent estimate, the reason, the lines, the cost and days, the revised date and the contract value it would make', async () => {
    show({ changeOrder: { body: samplePublicChangeOrder() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change order EST-0007-CO-02' })).toBeTruthy();
    expect(screen.getByText('EST-0007')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Reason' })).getByText('Client asked for a pantry')).toBeTruthy();
    expect(screen.getByText('Swap one wall cabinet for a floor-to-ceiling pantry unit.')).toBeTruthy();
    expect(screen.getByText('One wall cabinet left out')).toBeTruthy();
    expect(screen.getByText('+2 days')).toBeTruthy();
    expect(screen.getByText('Jan 18, 2027')).toBeTruthy();
    expect(row('Totals', /Cost of this change/).textContent).toContain('$1,100.00');
    expect(row('Contract value', /Original contract value/).textContent).toContain('$2,640.00');
    expect(row('Contract value', /Approved changes/).textContent).toContain('+$550.00');
    expect(row('Contract value', /This change/).textContent).toContain('+$1,100.00');
    expect(row('Contract value', /New contract value/).textContent).toContain('$4,290.00');
    expect(document.title).toBe('Change order EST-0007-CO-02 from Oak & Nail Carpentry');
  });

  it('approves with the typed name as the signature and confirms it', async () => {
    const approved = samplePublicChangeOrder({ status: 'approved', signature: { ...sampleDrawnSignature, method: 'typed', image: null, revision: 3 } });
    const { posted } = show({ changeOrder: { body: samplePublicChangeOrder() }, approve: { body: approved } });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Use my typed name as my signature' }));
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve and sign' }));
    const summary = await screen.findByRole('region', { name: 'Change order EST-0007-CO-02 approved' });
    expect(posted('approve')).toEqual([{ name: 'Dana Harbor', signature: null, consent: true, optionalLineIds: [], revision: 3 }]);
    expect(within(summary).getByLabelText('Typed signature of Dana Harbor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the server’s sentence when the change order was answered elsewhere first', async () => {
    const conflict = { title: 'Conflict', status: 409, code: 'conflict', message: 'This change order has already been approved.' };
    show({ changeOrder: { body: samplePublicChangeOrder() }, approve: { status: 409, body: conflict } });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Use my typed name as my signature' }));
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve and sign' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This change order has already been approved.')).toBeTruthy();
  });

  it('declines with a reason and shows it', async () => {
    const declined = samplePublicChangeOrder({ status: 'declined', closingReason: 'We keep the cabinet.' });
    const { posted } = show({ changeOrder: { body: samplePublicChangeOrder() }, decline: { body: declined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline change order' }));
    expect(await screen.findByText('Say why you decline.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why do you decline?'), { target: { value: 'We keep the cabinet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline change order' }));
    expect(await screen.findByText('This change order was declined.')).toBeTruthy();
    expect(screen.getByText('Reason: We keep the cabinet.')).toBeTruthy();
    expect(row('Contract value', /This change \(not counted\)/)).toBeTruthy();
    expect(posted('decline')).toEqual([{ reason: 'We keep the cabinet.' }]);
  });

  it('says the link is not valid for a token the server does not know', async () => {
    show({ changeOrder: { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found', message: 'There is nothing at this address.' } } });
    expect(await screen.findByRole('heading', { name: 'This change order link is not valid' })).toBeTruthy();
  });

  it('says the approval deadline has passed instead of offering Approve', async () => {
    show({ changeOrder: { body: samplePublicChangeOrder({ approvalDeadline: '2026-11-01', deadlinePassed: true }) } });
    expect(await screen.findByText('The deadline to approve this change order was Nov 1, 2026.')).toBeTruthy();
    expect(screen.getByText('It can no longer be approved. Ask Oak & Nail Carpentry to send it again with a new deadline.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers Approve up to the deadline, and shows it', async () => {
    show({ changeOrder: { body: samplePublicChangeOrder() } });
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByText('Dec 10, 2026')).toBeTruthy();
    expect(screen.queryByText(/The deadline to approve/)).toBeNull();
  });
});
