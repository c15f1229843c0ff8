import { ADMIN_MAX_PERIOD_DAYS, type AdminPeriodQuery } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';
import type { Period } from './admin-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC days a dashboard query covers: the last `days` days ending today, or from..to inclusive. */
export function resolvePeriod(query: AdminPeriodQuery, now: Date): Period & { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = query.from ? Date.parse(`${query.from}T00:00:00Z`) : today - (Number(query.days ?? DEFAULT_DAYS) - 1) * DAY_MS;
  const last = query.to ? Date.parse(`${query.to}T00:00:00Z`) : today;
  if ((last - start) / DAY_MS + 1 > ADMIN_MAX_PERIOD_DAYS) {
    throw new HttpError(400, 'period_too_long', `Choose a period of at most ${ADMIN_MAX_PERIOD_DAYS} days.`, {
      fields: { from: [`At most ${ADMIN_MAX_PERIOD_DAYS} days.`] },
    });
  }
  return { start: new Date(start), end: new Date(last + DAY_MS), from: isoDay(new Date(start)), to: isoDay(new Date(last)) };
}

/** Every UTC day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.start.getTime(); day < period.end.getTime(); day += DAY_MS) days.push(isoDay(new Date(day)));
  return days;
}

/** The Monday that starts the ISO week of a day. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}
