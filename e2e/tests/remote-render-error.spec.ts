import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

const SCREEN_SOURCE = 'children:"Clients"';
const THROWING_SOURCE = 'children:(()=>{throw new Error("The client list crashed")})()';

test('a remote screen that throws while rendering breaks only its own route', async ({ page, signedInUser }) => {
  // Ship the client list with a render bug: its exposed module throws instead of rendering its heading.
  let patched = false;
  await page.route('/remotes/clients/__federation_expose_ClientList.*.js', async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    patched = source.includes(SCREEN_SOURCE);
    await route.fulfill({ response, body: source.replace(SCREEN_SOURCE, THROWING_SOURCE) });
  });

  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeVisible();
  expect(patched, 'the exposed module still renders its heading as expected').toBe(true);

  await expect(page.getByRole('region', { name: 'Signed-in user' }).getByText(signedInUser.username, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ledgerline' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
});
