import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Shortcuts listen once the signed-in frame is up. */
async function openFrame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const NAVIGATING_SHORTCUTS: [string, RegExp][] = [
  ['Control+n', /\/invoices\/create$/],
  ['Control+e', /\/estimates\/create$/],
  ['Control+i', /\/invoices$/],
  ['Control+Shift+C', /\/clients$/],
  ['Control+s', /\/settings$/],
  // SPEC.md sends Ctrl+D to /, which takes a signed-in user on to the dashboard.
  ['Control+d', /\/dashboard$/],
];

test('every navigating shortcut goes where the table says, with Ctrl', async ({ page, signedInUser: _user }) => {
  await openFrame(page, '/referrals');
  for (const [keys, url] of NAVIGATING_SHORTCUTS) {
    await page.keyboard.press(keys);
    await expect(page, keys).toHaveURL(url);
  }
});

test('Cmd works in place of Ctrl', async ({ page, signedInUser: _user }) => {
  await openFrame(page, '/dashboard');
  await page.keyboard.press('Meta+i');
  await expect(page).toHaveURL(/\/invoices$/);
  await page.keyboard.press('Meta+Shift+C');
  await expect(page).toHaveURL(/\/clients$/);
  await page.keyboard.press('Meta+k');
  await expect(page.getByPlaceholder('Type a command or search...')).toBeVisible();
});

test('shortcuts work while typing in a field, and Ctrl+/ focuses the search box', async ({ page, signedInUser: _user }) => {
  await openFrame(page, '/dashboard');
  const search = page.getByRole('combobox', { name: 'Search' });
  await page.keyboard.press('Control+/');
  await expect(search).toBeFocused();
  await page.keyboard.type('half a word');
  await page.keyboard.press('Control+i');
  await expect(page).toHaveURL(/\/invoices$/);

  await search.click();
  await page.keyboard.type('more');
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Type a command or search...')).toBeVisible();
});

test('Shift+? opens the shortcuts dialog listing every shortcut, and Esc closes it', async ({ page, signedInUser: _user }) => {
  await openFrame(page, '/dashboard');
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
  await expect(dialog).toBeVisible();
  for (const keys of ['Ctrl/Cmd + N', 'Ctrl/Cmd + E', 'Ctrl/Cmd + K', 'Ctrl/Cmd + /', 'Ctrl/Cmd + D', 'Ctrl/Cmd + I', 'Ctrl/Cmd + Shift + C', 'Ctrl/Cmd + S', 'Shift + ?', 'Esc']) {
    await expect(dialog.getByRole('cell', { name: keys, exact: true })).toBeVisible();
  }
  await expect(dialog).toContainText('A browser tab may keep Ctrl+N for a new window; in the installed app it opens a new invoice.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the round help button has its tooltip and opens the shortcuts dialog; so does the custom event', async ({
  page,
  signedInUser: _user,
}) => {
  await openFrame(page, '/dashboard');
  const help = page.getByRole('button', { name: 'Keyboard Shortcuts (Shift + ?)' });
  const hoveredAt = Date.now();
  await help.hover();
  await expect(page.getByRole('tooltip', { name: 'Keyboard Shortcuts (Shift + ?)' })).toBeVisible();
  expect(Date.now() - hoveredAt, 'tooltips open after 700 ms').toBeGreaterThanOrEqual(700);
  await help.click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => window.dispatchEvent(new Event('ledgerline:open-shortcuts-dialog')));
  await expect(dialog).toBeVisible();
});
