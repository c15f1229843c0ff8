import { createClientViaApi } from '../support/clients-api.ts';
import { expect, test } from '../support/fixtures.ts';

test("the confirmation dialog answers false on Cancel, Esc or the close button, ignores outside clicks, and true on confirm", async ({
  page,
  signedInUser: _user,
}) => {
  const client = await createClientViaApi(page.request, { name: 'Confirm Dialog Client' });
  await page.goto(`/clients/${client.id}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Confirm Dialog Client' });
  await expect(heading).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Delete Confirm Dialog Client?' });

  // Deleting a client asks through the shell's useConfirm(), in its destructive variant.
  await page.getByRole('button', { name: 'Delete client' }).click();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveClass(/ant-btn-dangerous/);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Delete client' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('Client deleted')).toBeVisible();
});
