import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_TEXT } from '@ledgerline/contracts';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import {
  SAMPLE_OPTIONAL_LINE_IDS,
  sampleAcceptedEstimate,
  samplePublicEstimate,
} from '@ledgerline/documents/test-support/sample-public-estimate.ts';
import { DRAWN_SIGNATURE, FakeSignaturePad, withoutCanvasContext } from '../shared/signing/test-support/fake-signature-pad.ts';

jest.unstable_mockModule('signature_pad', () => ({ default: FakeSignaturePad }));
const downloadDocumentPdf = jest.fn(async (_source: unknown, _notify: unknown) => ({ success: true }));
jest.unstable_mockModule('@ledgerline/documents/download-document-pdf.ts', () => ({ downloadDocumentPdf }));
const { default: PublicEstimateScreen } = await import('./PublicEstimate.tsx');

const TOKEN = 'Qm2x9VfR4tLp8sWz3nYb6cHd1jEa5uk7Qm2x9VfR4tL';
const PAGE = `/api/public/estimates/${TOKEN}`;

/** What the fake gateway answers: the page, and each answer (the document as it then is, or a refusal). */
interface Server {
  estimate: FakeAnswer;
  accept?: FakeAnswer;
  decline?: FakeAnswer;
  deposit?: FakeAnswer;
}

function show(server: Server) {
  const fetchMock = fakeApi((url, init) => {
    if (url === PAGE && (init?.method ?? 'GET') === 'GET') return server.estimate;
    if (url === `${PAGE}/accept`) return server.accept;
    if (url === `${PAGE}/decline`) return server.decline;
    if (url === `${PAGE}/deposit-payments`) return server.deposit;
    return undefined;
  });
  renderWithShell(<PublicEstimateScreen />, { path: '/view/estimate/:token', route: `/view/estimate/${TOKEN}`, user: null });
  const posted = (path: 'accept' | 'decline') =>
    fetchMock.mock.calls.filter(([url, init]) => url === `${PAGE}/${path}` && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as unknown);
  const depositKeys = () =>
    fetchMock.mock.calls.filter(([url]) => url === `${PAGE}/deposit-payments`).map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
  return { posted, depositKeys };
}

const totalRow = () => within(screen.getByRole('table', { name: 'Totals' })).getByRole('row', { name: /^Total/ });
const depositRow = () => within(screen.getByRole('table', { name: 'Totals' })).getByRole('row', { name: /Deposit requested/ });

async function openSigning() {
  fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  return screen.findByRole('heading', { name: 'Accept and sign this estimate' });
}

beforeEach(() => {
  withoutCanvasContext();
  FakeSignaturePad.latest = null;
  downloadDocumentPdf.mockClear();
});

describe('PublicEstimate', () => {
  it('shows the business, the client, the lines with the optional ones, the totals, the deposit, the terms and the validity', async () => {
    show({ estimate: { body: samplePublicEstimate() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate EST-0007' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'From' })).getByText('Oak & Nail Carpentry')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Prepared for' })).getByText('Harbor Renovations LLC')).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.getByText('Dec 2, 2026')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Under-cabinet lighting' })).toBeTruthy();
    expect(totalRow().textContent).toContain('$2,310.00');
    expect(depositRow().textContent).toContain('Deposit requested (30%)');
    expect(depositRow().textContent).toContain('$693.00');
    expect(within(screen.getByRole('region', { name: 'Terms' })).getByText('Work starts within two weeks of the deposit.')).toBeTruthy();
    expect(document.title).toBe('Estimate EST-0007 from Oak & Nail Carpentry');
  });

  it('adds a ticked optional line to the total and the deposit at once, and takes it out again', async () => {
    show({ estimate: { body: samplePublicEstimate() } });
    const lighting = await screen.findByRole('checkbox', { name: 'Under-cabinet lighting' });
    fireEvent.click(lighting);
    expect(totalRow().textContent).toContain('$2,640.00');
    expect(depositRow().textContent).toContain('$792.00');
    expect(within(screen.getByRole('group', { name: 'Your answer to this estimate' })).getByText('$2,640.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Soft-close hinges' }));
    expect(totalRow().textContent).toContain('$2,742.00');
    fireEvent.click(lighting);
    expect(totalRow().textContent).toContain('$2,412.00');
  });

  it('refuses to accept without a name, a signature and the consent, and sends nothing', async () => {
    const { posted } = show({ estimate: { body: samplePublicEstimate() }, accept: { body: sampleAcceptedEstimate() } });
    await openSigning();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    expect(await screen.findByText('Type your full name.')).toBeTruthy();
    expect(screen.getByText('Draw your signature, or use your typed name as your signature.')).toBeTruthy();
    expect(screen.getByText('Agree to sign electronically to accept.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    act(() => FakeSignaturePad.latest!.drawStroke());
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(screen.queryByText('Type your full name.')).toBeNull());
    expect(screen.getByText('Agree to sign electronically to accept.')).toBeTruthy();
    expect(posted('accept')).toEqual([]);
  });

  it('accepts with a drawn signature and the ticked optional line, then confirms with the signature and the hash', async () => {
    const { posted } = show({ estimate: { body: samplePublicEstimate() }, accept: { body: sampleAcceptedEstimate() } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Under-cabinet lighting' }));
    await openSigning();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: '  Dana Harbor ' } });
    act(() => FakeSignaturePad.latest!.drawStroke());
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));

    const confirmation = await screen.findByRole('heading', { name: 'Estimate EST-0007 accepted' });
    expect(posted('accept')).toEqual([
      { name: 'Dana Harbor', signature: DRAWN_SIGNATURE, consent: true, optionalLineIds: [SAMPLE_OPTIONAL_LINE_IDS.lighting], revision: 1 },
    ]);
    expect(document.activeElement).toBe(confirmation);
    const summary = screen.getByRole('region', { name: 'Estimate EST-0007 accepted' });
    expect(within(summary).getByText('Dana Harbor')).toBeTruthy();
    expect(within(summary).getByText('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBeTruthy();
    expect(within(summary).getByRole('img', { name: 'Signature of Dana Harbor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Optional, chosen')).toBeTruthy();

    await act(async () => fireEvent.click(within(summary).getByRole('button', { name: /Download signed PDF/ })));
    expect(downloadDocumentPdf).toHaveBeenCalledTimes(1);
    expect(downloadDocumentPdf.mock.calls[0]![0]).toEqual({ kind: 'estimate', number: 'EST-0007', token: TOKEN });
  });

  it('sends no image when the typed name is the signature', async () => {
    const { posted } = show({ estimate: { body: samplePublicEstimate() }, accept: { body: sampleAcceptedEstimate() } });
    await openSigning();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Use my typed name as my signature' }));
    expect(screen.getByLabelText('Your typed signature').textContent).toBe('Dana Harbor');
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await screen.findByRole('heading', { name: 'Estimate EST-0007 accepted' });
    expect(posted('accept')).toEqual([{ name: 'Dana Harbor', signature: null, consent: true, optionalLineIds: [], revision: 1 }]);
  });

  it('clears a drawn signature with Clear, so it must be drawn again', async () => {
    const { posted } = show({ estimate: { body: samplePublicEstimate() }, accept: { body: sampleAcceptedEstimate() } });
    await openSigning();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    act(() => FakeSignaturePad.latest!.drawStroke());
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    expect(await screen.findByText('Draw your signature, or use your typed name as your signature.')).toBeTruthy();
    expect(posted('accept')).toEqual([]);
  });

  it('shows the server’s sentence when the acceptance is refused with 409, and can show the latest', async () => {
    const conflict = { title: 'Conflict', status: 409, code: 'conflict', message: 'A newer revision of this estimate was sent. Read it before you accept.' };
    show({ estimate: { body: samplePublicEstimate() }, accept: { status: 409, body: conflict } });
    await openSigning();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Dana Harbor' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Use my typed name as my signature' }));
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    expect(await screen.findByText('A newer revision of this estimate was sent. Read it before you accept.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the latest' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('asks for a reason before declining, then sends it', async () => {
    const declined = samplePublicEstimate({ status: 'declined' });
    const { posted } = show({ estimate: { body: samplePublicEstimate() }, decline: { body: declined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline estimate' }));
    expect(await screen.findByText('Say why you decline.')).toBeTruthy();
    expect(posted('decline')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Why do you decline?'), { target: { value: 'Over our budget this year.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline estimate' }));
    expect(await screen.findByText('This estimate was declined.')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('This estimate was declined.');
    expect(posted('decline')).toEqual([{ reason: 'Over our budget this year.' }]);
  });

  it('offers the deposit after acceptance, and starts its card payment with one key however often it is asked', async () => {
    const offer = { amount: 79200, owed: 79200, mode: 'test' as const, invoice: null };
    const started = { mode: 'test', paymentId: 'tpi_1', clientSecret: 'tpi_1_secret', amount: 79200, currency: 'USD', invoiceToken: 'b'.repeat(43) };
    const refused = { title: 'Conflict', status: 409, code: 'pay_now_unavailable', message: 'This invoice cannot be paid online.' };
    const { depositKeys } = show({ estimate: { body: sampleAcceptedEstimate({ depositPayment: offer }) }, deposit: { status: 409, body: refused } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the deposit $792.00' }));
    expect(await screen.findByText('This invoice cannot be paid online.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay the deposit $792.00' }));
    await waitFor(() => expect(depositKeys()).toHaveLength(2));
    expect(new Set(depositKeys()).size).toBe(1);
    cleanup();

    const again = show({ estimate: { body: sampleAcceptedEstimate({ depositPayment: offer }) }, deposit: { status: 201, body: started } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the deposit $792.00' }));
    expect(await screen.findByText('Paying the deposit of $792.00')).toBeTruthy();
    expect(again.depositKeys()).toHaveLength(1);
  });

  it('says the deposit is paid and links its invoice', async () => {
    const offer = { amount: 79200, owed: 0, mode: 'test' as const, invoice: { number: 'INV-0031', token: 'c'.repeat(43) } };
    show({ estimate: { body: sampleAcceptedEstimate({ depositPayment: offer }) } });
    expect(await screen.findByRole('heading', { name: 'Deposit paid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See invoice INV-0031' }).getAttribute('href')).toBe(`/view/invoice/${'c'.repeat(43)}`);
    expect(screen.queryByRole('button', { name: /Pay the deposit/ })).toBeNull();
  });

  it('offers no answer on an expired estimate and says what to do', async () => {
    show({ estimate: { body: samplePublicEstimate({ status: 'expired' }) } });
    expect(await screen.findByText('This estimate expired on Dec 2, 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Under-cabinet lighting' })).toBeNull();
  });

  it('downloads the estimate as a PDF', async () => {
    show({ estimate: { body: samplePublicEstimate() } });
    const download = await screen.findByRole('button', { name: /Download PDF/ });
    await act(async () => fireEvent.click(download));
    expect(downloadDocumentPdf.mock.calls[0]![0]).toEqual({ kind: 'estimate', number: 'EST-0007', token: TOKEN });
  });

  it('says the link is not valid for a token the server does not know', async () => {
    show({ estimate: { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found', message: 'There is nothing at this address.' } } });
    expect(await screen.findByRole('heading', { name: 'This estimate link is not valid' })).toBeTruthy();
  });
});
