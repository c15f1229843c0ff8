import { expect, test } from '../support/fixtures.ts';

// These tests answer GET /api/notifications themselves, to show kinds the gateway cannot produce yet
// (estimates) and an older gateway without the endpoint; notifications-live.spec.ts uses the real one.
const LIST = {
  items: [
    { id: 'n1', kind: 'invoice_viewed', title: 'Invoice INV-0007 was viewed', body: 'Harbor Renovations opened it.', link: '/invoices', createdAt: '2026-11-20T10:00:00Z', read: false },
    { id: 'n2', kind: 'estimate_accepted', title: 'Estimate EST-0003 was accepted', body: 'Signed by J. Doe.', link: null, createdAt: '2026-11-19T09:00:00Z', read: true },
  ],
  unread: 1,
};

test('the notifications button shows the unread count; opening one marks it read and follows its link', async ({
  page,
  signedInUser: _user,
}) => {
  let readId: string | undefined;
  await page.route('/api/notifications', (route) => route.fulfill({ json: LIST }));
  await page.route('/api/notifications/*/read', (route) => {
    readId = new URL(route.request().url()).pathname.split('/')[3];
    return route.fulfill({ status: 204 });
  });

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByText('Estimate EST-0003 was accepted')).toBeVisible();
  await page.getByRole('button', { name: /Invoice INV-0007 was viewed/ }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  expect(readId).toBe('n1');
});

test('without the endpoint (404) the button shows no count and the panel has no notifications', async ({ page, signedInUser: _user }) => {
  await page.route('/api/notifications', (route) => route.fulfill({ status: 404, json: { message: 'There is nothing at this address.' } }));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
});
