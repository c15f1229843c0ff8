/**
 * Renders every app icon from icon.svg into shell/public/icons with Debian's Chromium (through
 * Playwright, already installed for the e2e suite), so all sizes come from one drawing.
 * Run after editing icon.svg, then commit the PNGs: `npx node shell/pwa-icons/generate-icons.ts`.
 */
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const SOURCE = path.join(import.meta.dirname, 'icon.svg');
const OUT = path.join(import.meta.dirname, '..', 'public', 'icons');

/**
 * full: the rounded tile as drawn (purpose "any"). bleed: the tile fills the square and the glyph
 * shrinks to 80 %, inside the maskable safe zone (a centred circle of 80 % diameter) and fit for iOS,
 * which rounds the corners itself. badge: the glyph alone; Android uses only its alpha channel.
 */
type Variant = 'full' | 'bleed' | 'badge';

const ICONS: { file: string; size: number; variant: Variant }[] = [
  { file: 'icon-192.png', size: 192, variant: 'full' },
  { file: 'icon-512.png', size: 512, variant: 'full' },
  { file: 'icon-maskable-512.png', size: 512, variant: 'bleed' },
  { file: 'apple-touch-icon.png', size: 180, variant: 'bleed' },
  { file: 'badge-96.png', size: 96, variant: 'badge' },
];

async function render(page: Page, svg: string, icon: (typeof ICONS)[number]): Promise<void> {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
  await page.evaluate((variant) => {
    const tile = document.getElementById('tile')!;
    const glyph = document.getElementById('glyph')!;
    if (variant === 'bleed') {
      tile.setAttribute('rx', '0');
      glyph.setAttribute('transform', 'translate(256 256) scale(0.8) translate(-256 -256)');
    }
    if (variant === 'badge') tile.remove();
  }, icon.variant);
  await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
}

const svg = await readFile(SOURCE, 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) await render(page, svg, icon);
} finally {
  await browser.close();
}
// The favicon is the drawing itself.
await copyFile(SOURCE, path.join(OUT, 'icon.svg'));
console.log(`Wrote ${ICONS.map((icon) => icon.file).join(', ')} and icon.svg to ${OUT}`);
