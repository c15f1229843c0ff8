import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MailList, MailMessage } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { SentMailCard } from './SentMailCard.tsx';

const summary = {
  id: '11111111-1111-4111-8111-111111111111',
  documentKind: 'invoice' as const,
  documentId: '22222222-2222-4222-8222-222222222222',
  to: ['ann@acme.example'],
  cc: ['boss@builder.example'],
  subject: 'Invoice INV-0007 from Oak & Nail',
  status: 'delivered' as const,
  attempts: 1,
  lastResponse: '250 OK: queued',
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  deliveredAt: '2026-11-24T10:00:02.000Z',
};
const failed = { ...summary, id: '33333333-3333-4333-8333-333333333333', subject: 'Estimate EST-0002', status: 'failed' as const, error: '550 Mailbox unavailable' };
const message: MailMessage = {
  ...summary,
  from: 'Ledgerline <no-reply@ledgerline.localhost>',
  messageId: `<${summary.id}@ledgerline>`,
  html: '<!DOCTYPE html><html><body><p>Hello &lt;b&gt;x&lt;/b&gt;,</p><script>parent.stolen = 1</script></body></html>',
  text: 'Hello <b>x</b>,\n',
  attachPdf: true,
  attachments: [{ id: '44444444-4444-4444-8444-444444444444', filename: 'Invoice INV-0007.pdf', contentType: 'application/pdf', size: 20480 }],
};

function show() {
  const list: MailList = { items: [summary, failed], total: 2, page: 1, pageSize: 20 };
  fakeApi((url) => {
    if (url.startsWith('/api/mail?')) return { body: list };
    if (url === `/api/mail/${summary.id}`) return { body: message };
    return undefined;
  });
  renderWithShell(<SentMailCard />, { path: '/settings', route: '/settings' });
}

describe('SentMailCard', () => {
  it('lists the sent mail with its status, newest first', async () => {
    show();
    const first = await screen.findByRole('button', { name: 'Invoice INV-0007 from Oak & Nail' });
    const second = screen.getByRole('button', { name: 'Estimate EST-0002' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first.closest('tr')!).getByText('Delivered')).toBeTruthy();
    expect(within(second.closest('tr')!).getByText('Failed')).toBeTruthy();
  }, 30_000);

  it('opens a message as sent: headers, the HTML in a sandboxed frame without scripts, the text and the attachment', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice INV-0007 from Oak & Nail' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ann@acme.example')).toBeTruthy();
    expect(within(dialog).getByText('boss@builder.example')).toBeTruthy();
    expect(within(dialog).getByText(`<${summary.id}@ledgerline>`)).toBeTruthy();
    const frame = within(dialog).getByTitle('The email as the client sees it');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
    expect(within(dialog).getByText('Hello <b>x</b>,')).toBeTruthy();
    const attachment = within(dialog).getByRole('link', { name: 'Invoice INV-0007.pdf (20 KB)' });
    expect(attachment.getAttribute('href')).toBe(`/api/mail/${summary.id}/attachments/${message.attachments[0]!.id}`);
  }, 30_000);
});
