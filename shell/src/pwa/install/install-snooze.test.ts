import { describe, expect, it } from '@jest/globals';
import { DISMISSED_AT_KEY, INSTALL_SNOOZE_MS, installSnooze } from './install-snooze.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const MONDAY = Date.UTC(2026, 10, 23, 9, 0);

describe('the install card after "Not now"', () => {
  it('shows while it was never dismissed', () => {
    expect(installSnooze(() => memoryStorage()).active(MONDAY)).toBe(false);
  });

  it('stays away for a week across sessions, then shows again', () => {
    const storage = memoryStorage();
    installSnooze(() => storage).remember(MONDAY);
    const nextSession = installSnooze(() => storage);
    expect(nextSession.active(MONDAY + DAY)).toBe(true);
    expect(nextSession.active(MONDAY + INSTALL_SNOOZE_MS - 1)).toBe(true);
    expect(nextSession.active(MONDAY + 7 * DAY)).toBe(false);
  });

  it('counts a new "Not now" from its own day', () => {
    const storage = memoryStorage();
    const snooze = installSnooze(() => storage);
    snooze.remember(MONDAY);
    snooze.remember(MONDAY + 8 * DAY);
    expect(snooze.active(MONDAY + 14 * DAY)).toBe(true);
    expect(snooze.active(MONDAY + 15 * DAY)).toBe(false);
  });

  it('ignores a stored value it cannot read, and a clock set back by more than a week', () => {
    const storage = memoryStorage();
    storage.setItem(DISMISSED_AT_KEY, 'yesterday');
    expect(installSnooze(() => storage).active(MONDAY)).toBe(false);
    storage.setItem(DISMISSED_AT_KEY, String(MONDAY + 30 * DAY));
    expect(installSnooze(() => storage).active(MONDAY)).toBe(false);
  });

  it('forgets quietly where storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const snooze = installSnooze(blocked);
    expect(() => snooze.remember(MONDAY)).not.toThrow();
    expect(snooze.active(MONDAY)).toBe(false);
  });
});
