import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

declare global {
  interface Window {
    /** How often the page asked the browser for notification permission. */
    permissionRequests?: number;
  }
}

/** Counts the page's permission requests while letting the browser answer them. */
async function countPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const request = Notification.requestPermission.bind(Notification);
    window.permissionRequests = 0;
    Notification.requestPermission = () => {
      window.permissionRequests = (window.permissionRequests ?? 0) + 1;
      return request();
    };
  });
}

const notificationsSwitch = (page: Page) => page.getByRole('switch', { name: 'Browser notifications' });

test('with notifications allowed, the switch turns them on for this device without asking again', async ({ page, context, signedInUser: _user }) => {
  await context.grantPermissions(['notifications']);
  await countPermissionRequests(page);
  await page.goto('/settings');
  await expect(page.getByText('An invoice is paid')).toBeVisible();
  await expect(page.getByText('A change order is approved')).toBeVisible();
  await expect(notificationsSwitch(page)).not.toBeChecked();

  await notificationsSwitch(page).click();
  await expect(notificationsSwitch(page)).toBeChecked();
  expect(await page.evaluate(() => window.permissionRequests)).toBe(0);

  await page.reload();
  await expect(notificationsSwitch(page)).toBeChecked();
  await notificationsSwitch(page).click();
  await expect(notificationsSwitch(page)).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('ledgerline:browser-notifications'))).toBeNull();
});

test('without permission, turning the switch on asks the browser, and a refusal leaves it off and says how to allow them', async ({ page, signedInUser: _user }) => {
  await countPermissionRequests(page);
  await page.goto('/settings');
  await notificationsSwitch(page).click();
  await expect.poll(() => page.evaluate(() => window.permissionRequests)).toBe(1);
  await expect(notificationsSwitch(page)).not.toBeChecked();
  // Headless Chromium answers a request nobody can see with 'denied'.
  await expect(page.getByRole('alert')).toContainText('Your browser blocks notifications from Ledgerline. Allow them in the site settings');
});
