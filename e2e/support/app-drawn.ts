import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app itself has drawn the signed-in frame. index.html paints the title and heading
 * of /dashboard and /invoices before any script runs, so a heading alone does not say the app is
 * there to take a key press or to run offline; the New Document button is drawn only by the app.
 */
export async function expectAppDrawn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'New Document' })).toBeVisible();
}
