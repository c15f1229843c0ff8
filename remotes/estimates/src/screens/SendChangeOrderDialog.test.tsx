import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import SendChangeOrderDialog from './SendChangeOrderDialog.tsx';
import { CHANGE_ORDER_ID, CLIENT, draftChangeOrder, sampleClient as client } from '../test-support/sample-estimate.ts';

// Under a full run on a busy machine antd's first render can take longer than the default second.

const SLOW_RENDER_MS = 30_000;
const path = `/api/change-orders/${CHANGE_ORDER_ID}`;
const sent = { ...draftChangeOrder, status: 'sent', publicUrl: '/view/change-order/tok-123', sentAt: '2026-11-24T09:00:00.000Z', version: 2 };
const link = `${window.location.origin}/view/change-order/tok-123`;

function open() {
  renderWithShell(<SendChangeOrderDialog changeOrderId={CHANGE_ORDER_ID} />, { path: '/change-orders/edit/:id', route: `/change-orders/edit/${CHANGE_ORDER_ID}` });
}

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('the send-change-order dialog', () => {
  it('sends a draft, then copies its public link', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    setNavigator('clipboard', { writeText });
    const fetchMock = mockFetchRoutes({ [path]: draftChangeOrder, [`POST ${path}/send`]: sent, [`/api/clients/${CLIENT.id}`]: client });
    open();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Send change order EST-0007-CO-01')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Mark as sent and share the link/ })));

    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${path}/send` && init?.method === 'POST')).toBe(true);
    const linkBox = (await within(dialog).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement;
    expect(linkBox.value).toBe(link);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Copy link/ })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('emails a draft to the contacts chosen, with the template\'s words', async () => {
    const draft = {
      recipients: [{ name: 'Ann', email: 'ann@acme.example' }],
      subject: 'Change order EST-0007-CO-01 from Hammer & Sons',
      message: 'Hello, a change needs your approval.',
      canAttachPdf: false,
      latest: null,
    };
    const fetchMock = mockFetchRoutes({ [path]: draftChangeOrder, [`${path}/email`]: draft, [`POST ${path}/send`]: sent, [`/api/clients/${CLIENT.id}`]: client });
    open();
    const first = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(await within(first).findByRole('button', { name: /Send by email/ })));
    const form = await screen.findByRole('dialog', { name: 'Email change order EST-0007-CO-01' });
    expect(await within(form).findByDisplayValue(draft.subject)).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${path}/send` && init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === `${path}/send` && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ to: ['ann@acme.example'], cc: [], subject: draft.subject, message: draft.message, attachPdf: false });
  }, SLOW_RENDER_MS);

  it('shares through the device where the browser can', async () => {
    const share = jest.fn(async (_data: ShareData) => {});
    setNavigator('share', share);
    mockFetchRoutes({ [path]: sent, [`/api/clients/${CLIENT.id}`]: client });
    open();
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /Share…/ })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Change order EST-0007-CO-01', url: link }));
  }, SLOW_RENDER_MS);
});
