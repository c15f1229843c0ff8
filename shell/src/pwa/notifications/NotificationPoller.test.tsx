import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@ledgerline/shell-sdk';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { SHOWN_NOTIFICATIONS_KEY } from './browser-notifications-setting.ts';
import NotificationPoller from './NotificationPoller.tsx';

const viewed = { id: 'n1', title: 'Invoice INV-0007 was viewed', body: 'Harbor Renovations opened it.', link: '/invoices/7', createdAt: '2026-11-20T10:00:00Z', read: false };
const paid = { id: 'n2', title: 'Invoice INV-0003 was paid', body: '$1,200.00 received.', link: null, createdAt: '2026-11-19T09:00:00Z', read: true };

let showNotification: jest.Mock<(title: string, options?: NotificationOptions) => Promise<void>>;

beforeEach(() => {
  showNotification = jest.fn(async () => {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification }) } });
  fakeApi((url) => (url === '/api/notifications' ? { body: { items: [viewed, paid], unread: 1 } } : undefined));
});

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function poll() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationPoller />
    </QueryClientProvider>,
  );
}

describe('NotificationPoller', () => {
  it('shows a new unread notification through the worker with the app icon, badge and link, once', async () => {
    localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, '[]');
    const first = poll();
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Invoice INV-0007 was viewed', {
      body: 'Harbor Renovations opened it.',
      tag: 'n1',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: '/invoices/7' },
    });

    first.unmount();

    // The next poll, or a new page load, lists the same notification again.
    const remembered = jest.spyOn(Storage.prototype, 'setItem');
    poll();
    await waitFor(() => expect(remembered).toHaveBeenCalledWith(SHOWN_NOTIFICATIONS_KEY, expect.any(String)));
    // Anything the poller showed would have reached the worker after this.
    await navigator.serviceWorker.ready;
    expect(showNotification).toHaveBeenCalledTimes(1);
    remembered.mockRestore();
  });

  it('announces nothing already there when notifications were just turned on', async () => {
    poll();
    await waitFor(() => expect(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY)).toBe('["n1","n2"]'));
    expect(showNotification).not.toHaveBeenCalled();
  });
});
