import type { QueryClient } from '@tanstack/react-query';
import { notificationsQueryOptions } from '@ledgerline/api-client';
import { subscriptionStatusQueryOptions, versionQueryOptions } from './api/app-info-queries.ts';

/**
 * Asks for what the signed-in frame reads (the plan's status, the notifications, the version), so a
 * visit's first render draws the frame whole: each answer arriving after it would be one more
 * blocking render, since a query's update never waits for a transition. Never rejects: the parts
 * that read them show their own failures.
 */
export function prepareSignedInFrame(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(subscriptionStatusQueryOptions),
    queryClient.prefetchQuery(notificationsQueryOptions),
    queryClient.prefetchQuery(versionQueryOptions),
  ]);
}
