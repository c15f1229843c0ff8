import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { OFFLINE_MESSAGE, OfflineBar } from './OfflineBar.tsx';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('OfflineBar', () => {
  it('says the app is offline while it is, in a live region that is always there', () => {
    render(<OfflineBar />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    goOnline(false);
    expect(status.textContent).toBe(OFFLINE_MESSAGE);

    goOnline(true);
    expect(status.textContent).toBe('');
  });
});
