/** 'Clear Cache & Reload': empties Cache Storage, localStorage and sessionStorage, then reloads. */
export async function clearCacheAndReload(): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    // A storage the browser refuses to clear must not keep the user from reloading.
    console.error('Could not clear every cache before reloading', error);
  }
  window.location.reload();
}
