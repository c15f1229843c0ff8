import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts';

let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(document, 'visibilityState');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('scheduleUpdateChecks', () => {
  it('checks at once and then every 5 minutes', () => {
    const check = jest.fn(() => Promise.resolve());
    stop = scheduleUpdateChecks(check);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('checks when the page becomes visible, not when it is hidden', () => {
    const check = jest.fn(() => Promise.resolve());
    stop = scheduleUpdateChecks(check);
    setVisibility('hidden');
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks on window focus', () => {
    const check = jest.fn(() => Promise.resolve());
    stop = scheduleUpdateChecks(check);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed check', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    const failedCheck = Promise.reject(failure);
    stop = scheduleUpdateChecks(() => failedCheck);
    // The schedule's own handler was attached first, so it has run once this one has.
    await failedCheck.catch(() => {});
    expect(logged).toHaveBeenCalledWith('The check for a new version of the app failed.', failure);
  });

  it('stops checking once stopped', () => {
    const check = jest.fn(() => Promise.resolve());
    scheduleUpdateChecks(check)();
    jest.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
