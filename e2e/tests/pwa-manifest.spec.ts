import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the web manifest describes the installable app, and its icons are served with their stated sizes', async ({ page, request }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({
    name: 'Ledgerline',
    short_name: 'Ledgerline',
    description: 'Invoices, estimates and change orders for small businesses and contractors.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(pageBackground).toBe('rgb(245, 246, 248)');
  expect(manifest.background_color).toBe('#f5f6f8');
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons, { src: appleTouchIcon!, sizes: '180x180' }, { src: '/icons/badge-96.png', sizes: '96x96' }];
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

// Chromium never offers to install from an incognito-like context, which is what every Playwright
// context is; a persistent profile is a normal one.
test('Chromium reports no installability errors', async ({ baseURL, launchOptions }) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'ledgerline-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth');
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
