import { copyResponse } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { OFFLINE_CACHE_HEADER } from './cache-names.ts';

/**
 * Marks an answer read from the cache instead of the network, so the page can show the data as
 * offline and read-only. A network-first strategy only reads the cache when the network failed.
 */
export const markOfflineAnswers: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    return copyResponse(cachedResponse, (init) => {
      const headers = new Headers(init.headers);
      headers.set(OFFLINE_CACHE_HEADER, '1');
      return { ...init, headers };
    });
  },
};
