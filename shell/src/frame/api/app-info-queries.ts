import { queryOptions } from '@tanstack/react-query';
import { subscriptionKeys } from '@ledgerline/api-client';
import { getQueryFn } from '@ledgerline/shell-sdk';
import type { SubscriptionStatus, VersionInfo } from '@ledgerline/contracts';

const FIVE_MINUTES_MS = 5 * 60_000;

/** GET /api/version, fetched once: the default data client never counts data as stale. */
export const versionQueryOptions = queryOptions({
  queryKey: ['/api/version'],
  queryFn: getQueryFn<VersionInfo>({ on401: 'throw' }),
});

/** GET /api/subscription/status, polled every 5 minutes (SPEC.md section 9). */
export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: subscriptionKeys.status,
  queryFn: getQueryFn<SubscriptionStatus>({ on401: 'throw' }),
  refetchInterval: FIVE_MINUTES_MS,
});
