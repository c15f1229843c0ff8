import type { Page } from '@playwright/test';
import { createClientWithInvoiceViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * index.html paints a signed-in first screen's frame, title and heading before any script has run,
 * and on /dashboard and /invoices the gateway draws the figures or rows into it too; React then draws its own. The two
 * must sit in the same place, or the first paint jumps.
 */
const FIRST_SCREENS = [
  {
    path: '/dashboard',
    heading: 'Dashboard',
    drawn: (page: Page) => page.getByRole('link', { name: /^Outstanding/ }),
    renderedByGateway: true,
    invoice: false,
  },
  {
    path: '/invoices',
    heading: 'Invoices',
    // The rows' table, or their cards on a phone: its box moves if any column does.
    drawn: (page: Page) => page.getByRole('table', { name: 'Invoices' }).or(page.getByRole('list', { name: 'Invoices' })),
    renderedByGateway: true,
    invoice: true,
  },
  // With no invoices the list's own screen comes at once, and only index.html's heading is painted before it.
  {
    path: '/invoices',
    heading: 'Invoices',
    drawn: (page: Page) => page.getByRole('searchbox', { name: 'Search invoices' }).or(page.getByRole('textbox', { name: 'Search invoices' })),
    renderedByGateway: false,
    invoice: false,
  },
];
const WIDTHS = [1280, 375];
/** Rounding and font hinting: anything larger is a visible jump. */
const TOLERANCE_PX = 2;

async function boxesOf(page: Page, screen: (typeof FIRST_SCREENS)[number]) {
  const title = await page.getByRole('banner').getByText(screen.heading, { exact: true }).boundingBox();
  const heading = page.getByRole('heading', { name: screen.heading, exact: true });
  const fontSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
  const content = screen.renderedByGateway ? await screen.drawn(page).boundingBox() : null;
  return { title, heading: await heading.boundingBox(), content, fontSize };
}

for (const width of WIDTHS) {
  for (const screen of FIRST_SCREENS) {
    const content = screen.renderedByGateway ? 'content' : 'empty list';
    test(`at ${width} px, ${screen.path}'s title, heading and ${content} are painted where the app draws them`, async ({ page, signedInUser: _user }) => {
      await page.setViewportSize({ width, height: 800 });
      if (screen.invoice) await createClientWithInvoiceViaApi(page.request, 'Alder Homes', { description: 'Framing', quantity: '1', unitPrice: 120000 });
      // The scripts are held, so the page shows the HTML as it came until they are let go.
      let releaseScripts = () => {};
      const held = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      await page.route('**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(screen.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
      if (screen.renderedByGateway) await expect(screen.drawn(page)).toBeVisible();
      const painted = await boxesOf(page, screen);

      releaseScripts();
      // Only the app draws the New Document button, and the list screen's own content.
      await expect(page.getByRole('button', { name: 'New Document' })).toBeVisible();
      await expect(screen.drawn(page)).toBeVisible();
      const drawn = await boxesOf(page, screen);

      expect(painted.fontSize).toBe(drawn.fontSize);
      const parts = screen.renderedByGateway ? (['title', 'heading', 'content'] as const) : (['title', 'heading'] as const);
      for (const part of parts) {
        const before = painted[part];
        const after = drawn[part];
        expect(before, `${part} painted before the scripts ran`).not.toBeNull();
        expect(after, `${part} drawn by the app`).not.toBeNull();
        if (!before || !after) return;
        expect(Math.abs(before.x - after.x), `${part}'s left edge`).toBeLessThanOrEqual(TOLERANCE_PX);
        expect(Math.abs(before.y - after.y), `${part}'s top edge`).toBeLessThanOrEqual(TOLERANCE_PX);
        // The screen's content is the same markup before and after; the title's box is the painted span's, not the app's.
        if (part === 'content') expect(Math.abs(before.width - after.width), `${part}'s width`).toBeLessThanOrEqual(TOLERANCE_PX);
      }
    });
  }
}
