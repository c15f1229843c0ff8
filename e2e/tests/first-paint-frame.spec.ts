import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * index.html paints a signed-in first screen's frame, title and heading before any script has run;
 * React then draws its own. The two must sit in the same place, or the first paint jumps.
 */
const FIRST_SCREENS = [
  { path: '/dashboard', heading: 'Dashboard', drawn: (page: Page) => page.getByRole('link', { name: /^Outstanding/ }) },
  // A new account has no invoices, so the list's own screen comes at once in place of the first rows.
  { path: '/invoices', heading: 'Invoices', drawn: (page: Page) => page.getByRole('searchbox', { name: 'Search invoices' }).or(page.getByRole('textbox', { name: 'Search invoices' })) },
];
const WIDTHS = [1280, 375];
/** Rounding and font hinting: anything larger is a visible jump. */
const TOLERANCE_PX = 2;

async function boxOf(page: Page, heading: string) {
  const title = await page.getByRole('banner').getByText(heading, { exact: true }).boundingBox();
  const headingBox = await page.getByRole('heading', { name: heading, exact: true }).boundingBox();
  const fontSize = await page.getByRole('heading', { name: heading, exact: true }).evaluate((element) => getComputedStyle(element).fontSize);
  return { title, heading: headingBox, fontSize };
}

for (const width of WIDTHS) {
  for (const screen of FIRST_SCREENS) {
    test(`at ${width} px, ${screen.path}'s title and heading are painted where the app draws them`, async ({ page, signedInUser: _user }) => {
      await page.setViewportSize({ width, height: 800 });
      // The user check is held, so the page shows what index.html painted until it is let go.
      let answerUserCheck = () => {};
      const held = new Promise<void>((resolve) => {
        answerUserCheck = resolve;
      });
      await page.route('**/api/user', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(screen.path);
      const painted = await boxOf(page, screen.heading);

      answerUserCheck();
      // Only the app draws the New Document button, and the screen's own content.
      await expect(page.getByRole('button', { name: 'New Document' })).toBeVisible();
      await expect(screen.drawn(page)).toBeVisible();
      const drawn = await boxOf(page, screen.heading);

      expect(painted.fontSize).toBe(drawn.fontSize);
      for (const part of ['title', 'heading'] as const) {
        const before = painted[part];
        const after = drawn[part];
        expect(before, `${part} painted by index.html`).not.toBeNull();
        expect(after, `${part} drawn by the app`).not.toBeNull();
        if (!before || !after) return;
        expect(Math.abs(before.x - after.x), `${part}'s left edge`).toBeLessThanOrEqual(TOLERANCE_PX);
        expect(Math.abs(before.y - after.y), `${part}'s top edge`).toBeLessThanOrEqual(TOLERANCE_PX);
      }
    });
  }
}
