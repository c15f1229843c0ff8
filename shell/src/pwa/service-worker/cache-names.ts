/**
 * The service worker's runtime caches. The precache keeps workbox's own name
 * (workbox-precache-v2-<scope>): it holds the shell's built files and no account data.
 */
export const API_CACHE = 'ledgerline-api';
export const REMOTE_CHUNKS_CACHE = 'ledgerline-remote-chunks';
export const REMOTE_ENTRIES_CACHE = 'ledgerline-remote-entries';

/** Every cache that holds one account's data: emptied on logout and on each sign-in. */
export const ACCOUNT_DATA_CACHES: readonly string[] = [API_CACHE];

/** Set on an API answer the worker served from its cache because the network failed. */
export const OFFLINE_CACHE_HEADER = 'X-Ledgerline-Offline-Cache';
