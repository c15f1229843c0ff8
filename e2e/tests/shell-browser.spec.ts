import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MESSAGE = 'You are using an outdated browser. For the best experience, please use Chrome, Firefox, Safari, or Edge.';

test.describe('under Internet Explorer 11', () => {
  test.use({ userAgent: IE11 });

  test('the compatibility banner shows above everything until dismissed', async ({ page, signedInUser: _user }) => {
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveClass(/\bie-browser\b/);
    const banner = page.getByRole('alert').filter({ hasText: 'Browser Compatibility Notice' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(MESSAGE);
    const zIndex = await banner.evaluate((element) => {
      const layer = element.closest<HTMLElement>('[style*="z-index"]');
      return layer === null ? null : getComputedStyle(layer).zIndex;
    });
    expect(zIndex).toBe('10000');

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the root element says Safari, iOS and mobile', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveClass(/\bsafari-browser\b/);
    await expect(page.locator('html')).toHaveClass(/\bios-device\b/);
    await expect(page.locator('html')).toHaveClass(/\bmobile-device\b/);
  });
});

test('desktop Chromium gets no banner and no browser class', async ({ page, signedInUser: _user }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  await expect(page.getByText('Browser Compatibility Notice')).toHaveCount(0);
  expect(await page.locator('html').getAttribute('class')).toBeFalsy();
});
