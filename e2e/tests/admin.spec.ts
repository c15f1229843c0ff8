import { expect, test } from '../support/fixtures.ts';
import { screenshots } from '../support/screenshots.ts';

test('an admin sees the dashboard, handles a contact message, and disables a user whose open browser is signed out on its next action', async ({
  page,
  browser,
  signedInAdmin,
  newUser,
}, testInfo) => {
  // Two browsers and three admin screens with pictures: 21 s quiet, past the 30 s limit at load 6.
  test.slow();
  // The user, signed in in a browser of their own, looking at their clients.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  expect((await userPage.request.post('/api/register', { data: newUser })).status()).toBe(201);
  await userPage.goto('/clients');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  const subject = `Question ${newUser.username}`;
  const sent = await page.request.post('/api/contact', { data: { name: 'Dana Whitfield', email: 'dana@whitfield.example', subject, message: 'Can a change order carry its own signature?' } });
  expect(sent.status()).toBe(201);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const plans = page.getByRole('table', { name: 'Accounts by plan' });
  await expect(plans.getByRole('row', { name: /Free/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /contact messages? waiting/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sign-ups per day' })).toBeVisible();
  await screenshots(page, testInfo, 'admin-dashboard');

  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  await page.getByRole('link', { name: subject }).click();
  await page.getByLabel('Note').fill('Answered: yes, with its own signature');
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(`by ${signedInAdmin.username}`)).toBeVisible();
  await screenshots(page, testInfo, 'admin-contact');
  await page.keyboard.press('Escape');

  await page.goto('/admin/accounts');
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Users').click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(newUser.username);
  const row = page.getByRole('row', { name: new RegExp(newUser.username) });
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${newUser.username} is disabled and signed out`)).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();
  await screenshots(page, testInfo, 'admin-accounts');

  // The user's next action meets a 401 and the app shows the sign-in page.
  await userPage.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(userPage).toHaveURL(/\/auth$/);
  await userContext.close();

  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('cell', { name: 'User disabled' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Message handled' })).toBeVisible();
});
