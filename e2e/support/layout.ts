import type { Page } from '@playwright/test';

/** How many pixels the page is wider than its viewport: 0 when nothing forces a sideways scroll. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
