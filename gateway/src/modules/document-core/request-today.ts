import { AsyncLocalStorage } from 'node:async_hooks';
import { todayIso } from './dates.ts';

const requestDay = new AsyncLocalStorage<string>();

/** Answers a request with its one "today", read once from the app's clock when the request arrived. */
export function withRequestToday<T>(now: Date, work: () => T): T {
  return requestDay.run(todayIso(now), work);
}

/**
 * Today (UTC, YYYY-MM-DD) for what is being done: the request's, so every date one request reads or
 * writes is the same day of the same clock (a test's fake clock included); outside a request, the
 * system clock's (a job passes the day it runs for instead).
 */
export function today(): string {
  return requestDay.getStore() ?? todayIso();
}
