import type { Page, TestInfo } from '@playwright/test';

const WIDTHS = [1280, 375] as const;

/** Full-page pictures of the page at desktop and phone width, kept with the test's results. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}
