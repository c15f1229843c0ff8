import { expect, test } from '../support/fixtures.ts';

const MAIN_LINKS = ['Dashboard', 'Invoices', 'Estimates', 'Change Orders', 'Clients', 'Pricing', 'Referrals'];
const TEMPLATES_AND_SETTINGS = ['Invoice Templates', 'Settings'];
const ADMIN_LINKS = ['Admin Dashboard', 'Contacts'];

test('the sidebar lists the main links in order and the Templates & Settings group, without Admin for a user', async ({
  page,
  signedInUser,
}) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([...MAIN_LINKS, ...TEMPLATES_AND_SETTINGS]);
  await expect(nav.getByText('Templates & Settings')).toBeVisible();
  await expect(nav.getByText('Admin', { exact: true })).toHaveCount(0);

  const user = page.getByRole('region', { name: 'Signed-in user' });
  await expect(user.getByText(signedInUser.username, { exact: true })).toBeVisible();
  await expect(user.getByText(signedInUser.email)).toBeVisible();
  await expect(user.getByText('user', { exact: true })).toBeVisible();
  await expect(user.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('an admin also sees the Admin group', async ({ page, signedInAdmin }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([...MAIN_LINKS, ...TEMPLATES_AND_SETTINGS, ...ADMIN_LINKS]);
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInAdmin.email)).toBeVisible();
});

test('the current page is marked in the sidebar and named in the top bar', async ({ page, signedInUser: _user }) => {
  await page.goto('/clients');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('banner').getByText('Clients', { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByText('Settings', { exact: true })).toBeVisible();
});

test("the 'New Document' dropdown opens a new invoice or a new estimate", async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).click();
  await page.getByRole('menuitem', { name: 'New Estimate' }).click();
  await expect(page).toHaveURL(/\/estimates\/create$/);

  await page.getByRole('button', { name: 'New Document' }).click();
  await page.getByRole('menuitem', { name: 'New Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
});

test('the footer shows the product name, version, year and description from GET /api/version', async ({ page, signedInUser: _user }) => {
  const version = (await (await page.request.get('/api/version')).json()) as { name: string; version: string; description: string };
  await page.goto('/dashboard');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${version.name} v${version.version}`);
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText(version.description);
});

test('the subscription message is a small notice at the foot of the sidebar, with a way to the plans', async ({ page, signedInUser: _user }) => {
  const status = (await (await page.request.get('/api/subscription/status')).json()) as { showWatermark: boolean; message: string };
  expect(status.showWatermark).toBe(true);
  await page.goto('/dashboard');
  const notice = page.getByRole('note', { name: 'Your plan' });
  await expect(notice).toHaveText(`${status.message} See plans`);
  await notice.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a signed-in user who opens / is taken to the dashboard; a visitor gets the landing page', async ({ page, newUser }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Start free' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const registered = await page.request.post('/api/register', { data: newUser });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the notifications button opens its panel', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  // The page's HTML paints the frame before the app takes it over: a click on that first button can
  // land before the app's own is there, so the click waits for the dashboard's figures.
  await expect(page.getByRole('link', { name: /^Outstanding / })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
});

test('the estimates and clients screens are preloaded only once the screen on view has its data', async ({ page, signedInUser: _user }) => {
  const order: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/invoices') order.push('the list answered');
  });
  page.on('request', (request) => {
    if (/\/remotes\/(estimates|clients)\/mf-manifest\.json$/.test(request.url())) order.push('preloading');
  });
  const preloaded = ['estimates', 'clients'].map((remote) => page.waitForRequest(`/remotes/${remote}/mf-manifest.json`));
  await page.goto('/invoices');
  await Promise.all(preloaded);
  expect(order[0]).toBe('the list answered');
});

test('a list shows the 8-row table skeleton while its screen loads', async ({ page, signedInUser: _user }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('/remotes/clients/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/clients');
  const skeleton = page.getByRole('status', { name: 'Loading table' });
  await expect(skeleton).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

test("a failed logout says 'Logout failed. Please try again.' and keeps the user signed in", async ({ page, signedInUser }) => {
  await page.route('/api/logout', (route) => route.fulfill({ status: 500, json: { message: 'Something broke on our side.' } }));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Logout failed. Please try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
});
