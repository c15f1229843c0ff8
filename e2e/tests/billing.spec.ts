import type { Page } from '@playwright/test';
import { expect, installCardDismissedEarlier, test } from '../support/fixtures.ts';

/** The plan's notice at the foot of the sidebar, once the sidebar shows; on a phone the sidebar is the menu drawer, opened for it. */
async function planNotice(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page.getByRole('note', { name: 'Your plan' });
}

/** Pays with Stripe's always-succeeding test card in the test-mode card form. */
async function payWithTestCard(page: Page, payLabel: string) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: payLabel }).click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => installCardDismissedEarlier(page));

    test('a member reads the pricing in the app frame, buys Pro with a test card, and the Free plan’s notice goes', async ({ page, signedInUser: _user }) => {
      const phone = viewport.width < 768;
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
      // The page keeps the app's frame for a signed-in user: the sidebar (a drawer on a phone) and the top bar.
      await expect(viewport.width >= 768 ? page.getByRole('navigation', { name: 'Main' }) : page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      const free = page.getByRole('region', { name: 'Free plan' });
      await expect(free.getByText('Current plan')).toBeVisible();
      await expect(free.getByText('20 clients')).toBeVisible();
      await expect(await planNotice(page, phone)).toContainText('You are on the Free plan.');
      if (phone) await page.keyboard.press('Escape');

      await page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
      await expect(page).toHaveURL(/\/checkout\/pro\?interval=month$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout: Pro' })).toBeVisible();
      await expect(page.getByText('Test mode').first()).toBeVisible();
      await payWithTestCard(page, 'Pay $12.00');

      await expect(page).toHaveURL(/\/checkout\/success$/);
      await expect(page.getByRole('heading', { level: 1, name: 'You are on the Pro plan' })).toBeVisible();
      await expect(page.getByText(/^Next billing date: /)).toBeVisible();
      await expect(await planNotice(page, phone)).toHaveCount(0);
      if (phone) await page.keyboard.press('Escape');

      await page.goto('/payment-methods');
      await expect(page.getByText('Visa ending in 4242').first()).toBeVisible();
      await page.goto('/settings');
      await expect(page.getByText(/^Renews on /)).toBeVisible();
    });
  });
}

test('a visitor sees the pricing alone, and choosing a plan asks them to sign in, then returns to its checkout', async ({ page, newUser }) => {
  const registered = await page.request.post('/api/register', { data: newUser });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/logout');
  await installCardDismissedEarlier(page);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByText('Yearly (2 months free)').click();
  await expect(page.getByRole('region', { name: 'Business plan' }).getByText('$290.00')).toBeVisible();
  await page.getByRole('region', { name: 'Business plan' }).getByRole('button', { name: 'Choose Business' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username').fill(newUser.username);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/business\?interval=year$/);
  await expect(page.getByText('$290.00 / year')).toBeVisible();
});

test('an unknown plan key says so', async ({ page, signedInUser: _user }) => {
  await page.goto('/checkout/platinum');
  await expect(page.getByRole('heading', { level: 1, name: 'There is no plan called "platinum"' })).toBeVisible();
});
