import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { markScreenLoading, markScreenUsable } from './screen-usable.ts';
import { SETTLE_MS, whenSettled } from './when-settled.ts';

let idle: (() => void)[] = [];
const becomeIdle = () => {
  const pending = idle;
  idle = [];
  for (const run of pending) run();
};

beforeEach(() => {
  jest.useFakeTimers();
  markScreenLoading();
  idle = [];
  window.requestIdleCallback = (run) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })) as number;
  window.cancelIdleCallback = () => {};
});

afterEach(() => {
  jest.useRealTimers();
  markScreenLoading();
});

describe('whenSettled (work for later waits until the screen has been usable a while)', () => {
  it('runs once the screen has been usable for SETTLE_MS and the browser is idle, not before', () => {
    const run = jest.fn();
    whenSettled(run);
    jest.advanceTimersByTime(SETTLE_MS * 2);
    becomeIdle();
    expect(run).not.toHaveBeenCalled();

    markScreenUsable();
    jest.advanceTimersByTime(SETTLE_MS - 1);
    becomeIdle();
    expect(run).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const run = jest.fn();
    const cancel = whenSettled(run);
    markScreenUsable();
    cancel();
    jest.advanceTimersByTime(SETTLE_MS);
    becomeIdle();
    expect(run).not.toHaveBeenCalled();
  });
});
