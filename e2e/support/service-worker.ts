import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it claims the page once active). */
export async function expectControlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** The URLs of everything under /api/ that Cache Storage holds, in any cache. */
export function cachedApiUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      urls.push(...requests.map((request) => request.url).filter((url) => new URL(url).pathname.startsWith('/api/')));
    }
    return urls;
  });
}
