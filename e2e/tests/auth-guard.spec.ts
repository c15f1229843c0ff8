import { expect, test } from '../support/fixtures.ts';

test("the guard says 'Checking authentication...' while it asks who is signed in", async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('/api/user', async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page.getByText('Checking authentication...')).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a failing user check shows 'Authentication Error' with its buttons and hints", async ({ page }) => {
  await page.route('/api/user', (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"message":"Something broke on our side."}' }),
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('Failed to fetch user')).toBeVisible();
  await expect(page.getByText('Something broke on our side.', { exact: true })).toBeVisible();
  await expect(page.getByText(/clear your browser cache/i)).toBeVisible();
  await expect(page.getByText(/cookies are enabled/i)).toBeVisible();
  await expect(page.getByText(/disable browser extensions/i)).toBeVisible();

  await page.getByRole('button', { name: 'Go to Login Page' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unreachable server shows 'Connection Problem', then 'You're Offline' when offline, and Try Again recovers", async ({
  page,
  context,
}) => {
  await page.route('/api/user', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Connection Problem' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();

  await context.setOffline(false);
  await page.unroute('/api/user');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
