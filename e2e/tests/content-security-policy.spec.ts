import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';
import { createClientWithInvoiceViaApi, sendInvoiceViaApi } from '../support/clients-api.ts';

/**
 * Every Content-Security-Policy violation the page meets: the DOM's securitypolicyviolation events
 * (blocked scripts, styles, fetches) and Chromium's console reports of them.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('recordCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { recordCspViolation: (violation: string) => void }).recordCspViolation;
      record(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

test('the app renders under its Content-Security-Policy without a single violation', async ({ page, newUser }) => {
  test.slow(); // Four pages, three of them loading remotes.
  const violations = await recordViolations(page);

  const signInPage = await page.goto('/auth');
  const policy = signInPage?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src [^;]*'sha256-[^']+'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);

  expect((await page.request.post('/api/register', { data: newUser })).status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAppDrawn(page);
  expect(violations).toEqual([]);

  const invoice = await createClientWithInvoiceViaApi(page.request, 'Policy Checks Ltd', { description: 'Audit', quantity: '1', unitPrice: 10000 });
  await page.goto('/invoices');
  await expect(page.getByRole('link', { name: invoice.number })).toBeVisible();
  expect(violations).toEqual([]);

  await page.goto(await sendInvoiceViaApi(page.request, invoice.id));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();

  expect(violations).toEqual([]);
});

test('no other site can show the app in a frame', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text());
  });
  // Another origin (another port) on this machine: Chromium keeps pages of public sites off local
  // addresses anyway, so the framing page must be local too to reach the policy.
  const framingSite = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<iframe title="Framed app" src="${baseURL}/auth"></iframe>`);
  });
  await new Promise<void>((resolve) => framingSite.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe[title="Framed app"]').getByRole('tab', { name: 'Sign in' })).toHaveCount(0);
  } finally {
    framingSite.close();
  }
});
