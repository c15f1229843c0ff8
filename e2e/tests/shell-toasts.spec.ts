import { expect, installCardDismissedEarlier, test } from '../support/fixtures.ts';

test('at most one toast is visible: a newer one replaces the older', async ({ page, authPage, signedInUser }) => {
  await page.context().clearCookies();
  await page.goto('/auth');
  await authPage.signIn(signedInUser.username, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();

  await authPage.signIn(signedInUser.username, signedInUser.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login successful' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toHaveCount(0);
});

test.describe('with the clipboard allowed', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test.beforeEach(({ page }) => installCardDismissedEarlier(page));

  test("the share button offers every way to share, and copying the link says 'Link copied!'", async ({ page, signedInUser: _user }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share this app' }).click();
    const message = encodeURIComponent('Check out this awesome invoice management app!');
    const appUrl = new URL(page.url()).origin;
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', new RegExp(`^mailto:.*${escape(message)}`));
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/.*${escape(encodeURIComponent(appUrl))}`));
    await expect(page.getByRole('link', { name: 'Text message' })).toHaveAttribute('href', /^sms:/);
    await expect(page.getByRole('link', { name: 'Messenger' })).toHaveAttribute('href', /messenger/);
    await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\/share/);

    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appUrl);

    // F8 moves the focus to the toast.
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
  });

  test('a toast goes away by itself after 5 seconds', async ({ page, signedInUser: _user }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share this app' }).click();
    // Timed in the page from the toast's arrival to its removal: seen from the test, a busy machine's
    // late look at its arrival would shorten the measure.
    const lifetime = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt: number | null = null;
          const observer = new MutationObserver(() => {
            const shown = [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes('Link copied!'));
            if (shown && shownAt === null) shownAt = performance.now();
            if (!shown && shownAt !== null) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();
    // Away from the toast: hovering one keeps it open.
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 10_000 });
    expect(await lifetime).toBeGreaterThanOrEqual(4900);
  });

  test('a toast swiped less than 50 px stays; one swiped further goes away', async ({ page, signedInUser: _user }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share this app' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();

    const box = await toast.boundingBox();
    if (box === null) throw new Error('The toast has no box.');
    const y = box.y + box.height / 2;
    const x = box.x + 24;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 3 });
    await page.mouse.up();
    await expect(toast).toBeVisible();

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});

/** Escapes a string for use inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
