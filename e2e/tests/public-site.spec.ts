import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { screenshots } from '../support/screenshots.ts';

test('a visitor reads the landing page, finds the ways in, and writes to us', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Estimates, change orders and invoices that stay connected' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('figure', { name: /An estimate, a change order tied to it/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Install it like an app' })).toBeVisible();
  await screenshots(page, testInfo, 'landing');

  await header.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await screenshots(page, testInfo, 'contact');

  await page.getByLabel('Your name').fill('Dana Whitfield');
  await page.getByLabel('Email').fill('dana@whitfield.example');
  await page.getByLabel('Subject').fill('Change orders on invoices');
  await page.getByLabel('Message').fill('Can an approved change order go straight onto the next invoice?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Dana Whitfield!' })).toBeVisible();
  await expect(page.getByText('We have your message about “Change orders on invoices” and will answer you at dana@whitfield.example.')).toBeVisible();
});

/** The first reset link in the mailbox of the account `other` is signed in to, as Sent mail lists it. */
async function resetLinkFrom(other: APIRequestContext): Promise<string> {
  const list = (await (await other.get('/api/mail')).json()) as { items: { id: string; subject: string }[] };
  const mail = list.items.find((item) => item.subject === 'Reset your Ledgerline password');
  expect(mail, 'the reset email is in the outbox').toBeDefined();
  const full = (await (await other.get(`/api/mail/${mail!.id}`)).json()) as { text: string };
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(full.text)?.[0];
  expect(link, 'the email carries the reset link').toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

test('forgot password: the emailed link sets a new password and signs out every device', async ({ page, playwright, authPage, newUser }, testInfo) => {
  // The user's other device: registered (and so signed in) there.
  const otherDevice = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await otherDevice.post('/api/register', { data: newUser })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email or username').fill(newUser.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto(await resetLinkFrom(otherDevice));
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Repeat the new password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  expect((await otherDevice.get('/api/user')).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await authPage.signIn(newUser.username, 'a brand new passphrase');
  await expect(page).toHaveURL(/\/dashboard$/);
  await otherDevice.dispose();
});
