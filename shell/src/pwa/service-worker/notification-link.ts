import { appPaths } from '@ledgerline/contracts';

const DEFAULT_LINK = appPaths.dashboard();

/**
 * Where a click on a notification opens the app: the notification's `data.link` when it is a path
 * of this origin, otherwise the dashboard. A link to another site is never followed.
 */
export function notificationTarget(data: unknown, origin: string): string {
  const link = typeof data === 'object' && data !== null ? (data as { link?: unknown }).link : undefined;
  if (typeof link !== 'string' || link === '') return new URL(DEFAULT_LINK, origin).href;
  const target = new URL(link, origin);
  return target.origin === origin ? target.href : new URL(DEFAULT_LINK, origin).href;
}
