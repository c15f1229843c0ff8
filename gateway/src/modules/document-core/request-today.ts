import { AsyncLocalStorage } from 'node:async_hooks';
import { todayIso } from './dates.ts';

/** A request's clock reading, and its day once something has asked for it (most requests never do). */
type RequestClock = { now: Date; day?: string };

const requestClock = new AsyncLocalStorage<RequestClock>();

/** Answers a request with its one "today", from the app's clock as read when the request arrived. */
export function withRequestToday<T>(now: Date, work: () => T): T {
  return requestClock.run({ now }, work);
}

/**
 * Today (UTC, YYYY-MM-DD) for what is being done: the request's, so every date one request reads or
 * writes is the same day of the same clock (a test's fake clock included); outside a request, the
 * system clock's (a job passes the day it runs for instead).
 */
export function today(): string {
  const request = requestClock.getStore();
  if (!request) return todayIso();
  request.day ??= todayIso(request.now);
  return request.day;
}
