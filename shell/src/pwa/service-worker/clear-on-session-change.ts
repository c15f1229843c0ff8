import type { WorkboxPlugin } from 'workbox-core/types.js';
import { deleteAccountCaches } from './account-caches.ts';

/**
 * After a successful login, registration or logout, the cached reads belong to someone else (or to
 * nobody). They are deleted before the page sees the answer, so its next reads cannot race them.
 */
export const clearAccountCachesOnSessionChange: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.ok) await deleteAccountCaches();
    return response;
  },
};
