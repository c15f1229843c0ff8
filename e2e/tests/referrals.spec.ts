import { referralOverviewSchema } from '@ledgerline/contracts';
import { AuthPage, expect, installCardDismissedEarlier, test } from '../support/fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a visitor who signs up through a copied referral link is listed on the referrer’s page, and their first payment rewards both', async ({ page, browser, baseURL, signedInUser, newUser }) => {
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
  await expect(page.getByText('No one has signed up through your link yet. Share it to invite other businesses.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByRole('textbox', { name: 'Your referral link' }).inputValue());

  // Another browser: the visitor opens the link and signs up (with a mail domain of their own).
  const visitorContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    await installCardDismissedEarlier(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('status').filter({ hasText: `${signedInUser.username} invited you.` })).toBeVisible();
    const invited = { ...newUser, username: `${newUser.username}_v`, email: `${newUser.username}@visitor.example.org` };
    await new AuthPage(visitor).register(invited);
    await expect(visitor).toHaveURL(/\/dashboard$/);

    await page.reload();
    const referral = page.getByRole('listitem', { name: `${newUser.username}_v` });
    await expect(referral.getByText('Signed up', { exact: true }).first()).toBeVisible();

    // The new account buys Pro in test mode: its first payment gives each side one free month.
    await visitor.goto('/checkout/pro?interval=month');
    await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
    await visitor.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await visitor.getByLabel('CVC').fill('123');
    await visitor.getByRole('button', { name: 'Pay $12.00' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'You are on the Pro plan' })).toBeVisible();
    const visitorRewards = referralOverviewSchema.parse(await (await visitor.request.get('/api/referrals')).json()).rewards;
    expect(visitorRewards.freeMonthsLeft).toBe(1);
  } finally {
    await visitorContext.close();
  }

  await page.reload();
  const referral = page.getByRole('listitem', { name: `${newUser.username}_v` });
  await expect(referral.getByText('Reward granted', { exact: true }).first()).toBeVisible();
  expect(referralOverviewSchema.parse(await (await page.request.get('/api/referrals')).json()).rewards).toMatchObject({ granted: 1, freeMonthsLeft: 1 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(referral).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
});
