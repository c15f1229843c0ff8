import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

test('register, stay signed in across a reload, log out, and fail a wrong password', async ({ page, authPage, newUser }) => {
  await page.goto('/register');
  await authPage.register(newUser);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(newUser.username, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(newUser.username, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/auth$/);

  await authPage.signIn(newUser.username, 'not-the-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing in returns to the page the user was sent away from', async ({ page, authPage, newUser }) => {
  const registered = await page.request.post('/api/register', { data: newUser });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/logout');

  await page.goto('/clients/42?tab=history');
  await expect(page).toHaveURL(/\/auth$/);
  await authPage.signIn(newUser.username, newUser.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/42\?tab=history$/);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
});

test('a signed-in user who opens /auth goes to the dashboard', async ({ page, signedInUser }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
});

test("a taken username shows 'Registration failed' with the server's reason", async ({ page, authPage, signedInUser }) => {
  await page.context().clearCookies();
  await page.goto('/register');
  await authPage.register({ ...signedInUser, email: `other.${signedInUser.email}` });
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
