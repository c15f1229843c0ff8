import { expect, type Locator } from '@playwright/test';

/**
 * Picks `option` in the antd select labelled `label` inside `scope`, and waits until the select
 * shows it. The option list opens with a motion. On a busy machine Playwright can find an option
 * at rest for two frames mid-motion, and its click then lands where the option no longer is.
 * payment-reminders.spec failed so once in CI: the select kept its old value. So a pick that did
 * not take is made again.
 */
export async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  const shown = scope.getByTitle(option);
  await expect(async () => {
    if (await shown.isVisible()) return;
    await scope.getByLabel(label).click();
    // The open list sits outside `scope` (a popup on the page's body).
    await scope.page().getByTitle(option).click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
