/** Where billing reads the time, so tests can move a subscription through its periods on a fake clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
