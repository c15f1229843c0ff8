import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONSENT_TEXT, sheetAfter, type PublicPayApplication } from '@ledgerline/contracts';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { FakeSignaturePad, withoutCanvasContext } from '../shared/signing/test-support/fake-signature-pad.ts';

jest.unstable_mockModule('signature_pad', () => ({ default: FakeSignaturePad }));
const downloadPayApplicationPdf = jest.fn(async (_source: unknown, _notify: unknown) => ({ success: true }));
jest.unstable_mockModule('@ledgerline/documents/download-document-pdf.ts', () => ({ downloadPayApplicationPdf }));
const { default: PublicPayApplicationScreen } = await import('./PublicPayApplication.tsx');

const TOKEN = 'Pq4tLp8sWz3nYb6cHd1jEa5uk7Qm2x9VfR4tLQm2x9V';
const PAGE = `/api/public/pay-applications/${TOKEN}`;
const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const RULE = { workRate: '10', storedRate: '10', stepAtPercent: null, stepRate: null };
const SCHEDULE = [2_000_000, 5_000_000, 3_000_000].map((scheduledValue, index) => ({ key: KEYS[index]!, scheduledValue }));
const DESCRIPTIONS = ['Site work', 'Framing', 'Finishes'];

/** The golden job's first application (A 100 %, B 10,000 installed and 5,000 stored, 10 % retainage) as its client's link answers it. */
function application(entries: { key: string; workThisPeriod: number; materialsStored: number }[], overrides: Partial<PublicPayApplication> = {}): PublicPayApplication {
  const sheet = sheetAfter([], SCHEDULE, entries, RULE);
  return {
    business: { name: 'Oak & Nail Carpentry' },
    client: { name: 'Ortega Family Trust' },
    estimateNumber: 'EST-0007',
    jobTitle: 'Ortega bathroom remodel',
    siteAddress: null,
    currency: 'USD',
    sequence: 1,
    periodTo: '2027-01-31',
    status: 'submitted',
    summary: sheet.summary,
    lines: sheet.lines.map((line, index) => ({ ...line, source: 'EST-0007', description: DESCRIPTIONS[index]! })),
    certification: null,
    retainage: RULE,
    previous: [],
    ...overrides,
  };
}
const ASKED = [
  { key: KEYS[0]!, workThisPeriod: 2_000_000, materialsStored: 0 },
  { key: KEYS[1]!, workThisPeriod: 1_000_000, materialsStored: 500_000 },
  { key: KEYS[2]!, workThisPeriod: 0, materialsStored: 0 },
];

function show(server: { page: FakeAnswer; certify?: FakeAnswer }) {
  const fetchMock = fakeApi((url, init) => {
    if (url === PAGE && (init?.method ?? 'GET') === 'GET') return server.page;
    if (url === `${PAGE}/certify`) return server.certify;
    return undefined;
  });
  renderWithShell(<PublicPayApplicationScreen />, { path: '/view/pay-application/:token', route: `/view/pay-application/${TOKEN}`, user: null });
  return { posted: () => fetchMock.mock.calls.filter(([url, init]) => url === `${PAGE}/certify` && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as unknown) };
}

beforeEach(() => {
  withoutCanvasContext();
});

describe('PublicPayApplication', () => {
  it('certifies less than asked: the payment due follows as the client lowers a line, and the signed lines are sent', async () => {
    const certified = application([ASKED[0]!, { ...ASKED[1]!, workThisPeriod: 500_000 }, ASKED[2]!], {
      status: 'certified',
      certification: { name: 'Rosa Ortega', signedAt: '2027-02-02T10:00:00.000Z', requestedPaymentDue: 3_150_000, certifiedPaymentDue: 2_700_000 },
    });
    const { posted } = show({ page: { body: application(ASKED) }, certify: { body: certified } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay application 1' })).toBeTruthy();
    const decision = screen.getByRole('group', { name: 'Your answer to this pay application' });
    expect(within(decision).getByText('$31,500.00')).toBeTruthy();

    const framing = screen.getByLabelText('Framing: work this period you certify');
    fireEvent.change(framing, { target: { value: '12000' } });
    expect(screen.getByText('Certify at most the work asked for this period.')).toBeTruthy();
    expect((within(decision).getByRole('button', { name: 'Certify' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(framing, { target: { value: '5,000.00' } });
    expect(within(decision).getByText('$27,000.00')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Summary' })).getByRole('row', { name: /Asked by the contractor/ }).textContent).toContain('$31,500.00');

    fireEvent.click(within(decision).getByRole('button', { name: 'Certify' }));
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Rosa Ortega' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Use my typed name as my signature' }));
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: 'Certify and sign' }));
    expect(await screen.findByRole('heading', { name: 'Pay application 1 certified' })).toBeTruthy();
    expect(posted()).toEqual([{ lines: [ASKED[0], { ...ASKED[1], workThisPeriod: 500_000 }, ASKED[2]], name: 'Rosa Ortega', signature: null, consent: true }]);
    expect(screen.getByText(/Rosa Ortega certified \$27,000\.00 of the \$31,500\.00 asked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Certify' })).toBeNull();
  });

  it('downloads the application as a PDF by its link', async () => {
    show({ page: { body: application(ASKED) } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Download PDF/ })));
    expect(downloadPayApplicationPdf.mock.calls[0]![0]).toEqual({ token: TOKEN, sequence: 1, estimateNumber: 'EST-0007' });
  });

  it('says the link is not valid when it opens nothing', async () => {
    show({ page: { status: 404, body: { status: 404, code: 'link_not_found', message: 'This link does not lead to a pay application.' } } });
    expect(await screen.findByRole('heading', { name: 'This pay application link is not valid' })).toBeTruthy();
  });
});
