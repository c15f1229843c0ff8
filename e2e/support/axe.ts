import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_2_AA = ['wcag2a', 'wcag2aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the screen has settled: no skeleton or spinner left and no animation running, so that
 * axe measures the colours a person sees rather than a dialog halfway through fading in.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** axe's serious and critical WCAG 2 A/AA violations on the page as it is, one line per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_2_AA).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
}

/** Checks the page as it is now, and goes on to the next screen if it fails, so one run lists every screen's problems. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect.soft(await seriousViolations(page), `axe on ${screen}`).toEqual([]);
}
