import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The ceiling of the browser benches: a page as the app rendered it (its markup and styles, every
 * script taken out) saved as a static page, served by the same gateway as a release of the
 * invoices remote (REMOTE_RELEASES_DIR, /remotes/invoices/releases/). Loading it costs what the
 * bytes alone cost on this machine at that moment.
 */
const RELEASE = { remote: 'invoices', version: 'bench-ceiling' };

/** Saves the page's static copy under `releasesDir` and returns its address on the gateway and its size. */
export async function saveStaticCopy(page: Page, releasesDir: string, name: string): Promise<{ path: string; bytes: number }> {
  // A string, as the benches are compiled without the DOM's types.
  await page.evaluate(`document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]').forEach((node) => node.remove())`);
  const html = await page.content();
  const folder = path.join(releasesDir, RELEASE.remote, RELEASE.version);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.html`), html);
  return { path: `/remotes/${RELEASE.remote}/releases/${RELEASE.version}/${name}.html`, bytes: Buffer.byteLength(html) };
}
