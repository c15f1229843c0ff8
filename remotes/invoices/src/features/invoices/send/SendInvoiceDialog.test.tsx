import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentEmailDraft, DocumentEmailPreview } from '@ledgerline/contracts';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { sampleInvoice } from '../../../test-support/sample-invoice.ts';
import { SendInvoiceDialog } from './SendInvoiceDialog.tsx';

const SLOW_RENDER_MS = 60_000;
const draftPath = `/api/invoices/${sampleInvoice.id}/email`;
const draft: DocumentEmailDraft = {
  recipients: [
    { name: 'Ann Payable', email: 'ann@acme.example' },
    { name: 'Bob Site', email: 'bob@acme.example' },
  ],
  subject: 'Invoice INV-2026-0042 from Hammer & Sons',
  message: 'Hello Acme,\n\nPlease find invoice INV-2026-0042.',
  canAttachPdf: true,
  latest: null,
};

const preview: DocumentEmailPreview = {
  from: 'Ledgerline <billing@ledgerline.example>',
  html: '<!DOCTYPE html><html><body><p>Hello Acme,</p><script>parent.stolen = 1</script></body></html>',
  text: 'Hello Acme,\n',
  attachmentName: 'Invoice-INV-2026-0042.pdf',
};

function show(answer: DocumentEmailDraft = draft, sent: unknown = { ...sampleInvoice, status: 'sent' }) {
  const fetchMock = mockFetchRoutes({
    [draftPath]: answer,
    [`POST /api/invoices/${sampleInvoice.id}/email-preview`]: preview,
    [`POST /api/invoices/${sampleInvoice.id}/send`]: sent,
    '/api/mail/55555555-5555-4555-8555-555555555555/retry': {},
  });
  renderWithShell(<SendInvoiceDialog invoiceId={sampleInvoice.id} number="INV-2026-0042" open onClose={() => {}} />, { path: '/', route: '/' });
  return fetchMock;
}

describe('SendInvoiceDialog', () => {
  it('opens with the template\'s subject and message and the first contact, and sends what the user chose', async () => {
    const fetchMock = show();
    const dialog = await screen.findByRole('dialog', { name: 'Email invoice INV-2026-0042' });
    expect(await within(dialog).findByDisplayValue('Invoice INV-2026-0042 from Hammer & Sons')).toBeTruthy();
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(draft.message);
    expect(within(dialog).getByText('Ann Payable <ann@acme.example>')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Attach PDF' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Your invoice' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ to: ['ann@acme.example'], cc: [], subject: 'Your invoice', message: draft.message, attachPdf: true });
  }, SLOW_RENDER_MS);

  it('previews the email as the client will get it, rendered by the server, and goes back to editing', async () => {
    const fetchMock = show();
    const dialog = await screen.findByRole('dialog', { name: 'Email invoice INV-2026-0042' });
    await within(dialog).findByDisplayValue('Invoice INV-2026-0042 from Hammer & Sons');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hello Acme,' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Preview/ })));

    const frame = await within(dialog).findByTitle('The email as the client sees it');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(preview.html);
    expect(within(dialog).getByText('Ledgerline <billing@ledgerline.example>')).toBeTruthy();
    expect(within(dialog).getByText('ann@acme.example')).toBeTruthy();
    expect(within(dialog).getByText('Invoice-INV-2026-0042.pdf')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Preview/ }).getAttribute('aria-pressed')).toBe('true');
    const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/email-preview'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ message: 'Hello Acme,' });

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Preview/ })));
    expect(within(dialog).queryByTitle('The email as the client sees it')).toBeNull();
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello Acme,');
  }, SLOW_RENDER_MS);

  it('takes the client\'s addresses and up to 3 others in Cc, and says so before asking the server about a 4th', async () => {
    const fetchMock = show();
    const dialog = await screen.findByRole('dialog', { name: 'Email invoice INV-2026-0042' });
    await within(dialog).findByDisplayValue('Invoice INV-2026-0042 from Hammer & Sons');
    expect(within(dialog).getByText('The client\'s addresses, and up to 3 others.')).toBeTruthy();
    const others = ['one@elsewhere.example', 'two@elsewhere.example', 'three@elsewhere.example', 'four@elsewhere.example'];
    fireEvent.change(within(dialog).getByLabelText('Cc'), { target: { value: `bob@acme.example,${others.join(',')},` } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(
      await within(dialog).findByText(
        `An email can go to the client's own addresses and at most 3 others; this one has 4 others (${others.join(', ')}). Remove 1, or add it to the client's contacts first.`,
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && String(url).endsWith('/send'))).toBe(false);
  }, SLOW_RENDER_MS);

  it('says why the server refused to send, such as the hourly allowance being spent', async () => {
    const sentence = 'An account can send at most 30 emails an hour, and this one has sent them. Please wait 12 minutes and try again.';
    show(draft, new Reply(429, { status: 429, code: 'mail_send_limit', message: sentence }));
    const dialog = await screen.findByRole('dialog', { name: 'Email invoice INV-2026-0042' });
    await within(dialog).findByDisplayValue('Invoice INV-2026-0042 from Hammer & Sons');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
    expect(await screen.findByText(sentence)).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('shows why the last email failed, offers to send it again, and turns the PDF off when the server cannot attach it', async () => {
    const failed = {
      id: '55555555-5555-4555-8555-555555555555',
      documentKind: 'invoice' as const,
      documentId: sampleInvoice.id,
      to: ['gone@acme.example'],
      cc: [],
      subject: 'Invoice INV-2026-0042',
      status: 'failed' as const,
      attempts: 1,
      lastResponse: '550 5.1.1 Mailbox unavailable',
      error: '550 5.1.1 Mailbox unavailable',
      createdAt: '2026-11-24T10:00:00.000Z',
      deliveredAt: null,
    };
    const fetchMock = show({ ...draft, canAttachPdf: false, latest: failed });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The last email "Invoice INV-2026-0042" was not delivered')).toBeTruthy();
    expect(within(dialog).getByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();
    const attach = within(dialog).getByRole('switch', { name: 'Attach PDF' });
    expect(attach.getAttribute('aria-checked')).toBe('false');
    expect((attach as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send it again' })));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/retry'))).toBe(true));
  }, SLOW_RENDER_MS);
});
