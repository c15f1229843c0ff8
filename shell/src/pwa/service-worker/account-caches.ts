import { ACCOUNT_DATA_CACHES } from './cache-names.ts';

/**
 * Deletes the caches holding account data, so one account never reads another's cached answers.
 * Runs in the page (after logout) and in the worker (after a sign-in); Cache Storage is missing
 * outside secure contexts, where there is nothing to delete.
 */
export async function deleteAccountCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  await Promise.all(ACCOUNT_DATA_CACHES.map((name) => caches.delete(name)));
}
