import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAppDrawn } from '../support/app-drawn.ts';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

declare global {
  interface Window {
    /** How often the simulated install offer's prompt() ran. */
    promptCalls?: number;
  }
}

/**
 * Fires Chromium's beforeinstallprompt the way the browser would, with prompt() and userChoice
 * answering as a user would. Returns whether the shell broadcast 'install available'.
 */
async function offerInstall(page: Page, answer: 'accepted' | 'dismissed' | 'fails'): Promise<boolean> {
  return page.evaluate((answer) => {
    let announced = false;
    window.addEventListener('ledgerline:pwa-install-available', () => (announced = true), { once: true });
    window.promptCalls = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        window.promptCalls = (window.promptCalls ?? 0) + 1;
        if (answer === 'fails') throw new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError');
      },
      userChoice: answer === 'fails' ? new Promise(() => {}) : Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return announced && offer.defaultPrevented;
  }, answer);
}

const promptCalls = (page: Page) => page.evaluate(() => window.promptCalls);
const installCard = (page: Page) => page.getByRole('region', { name: 'Install Ledgerline' });

test.describe('on desktop Chrome', () => {
  test('the own prompt appears after 3 seconds with manual steps, then offers the held prompt, which is accepted', async ({ page }) => {
    await page.clock.install();
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    // The installed clock also runs on by itself, so the page may already be some real time past
    // the card's start by now: 2.5 s leaves half a second for that on a busy machine (2.9 s did not).
    await page.clock.runFor(2500);
    await expect(installCard(page)).toBeHidden();
    await page.clock.runFor(600);

    const card = installCard(page);
    await expect(card).toBeVisible();
    await expect(card).toContainText('click the install icon at the right end of the address bar');
    await expect(card.getByRole('button', { name: 'Install', exact: true })).toBeHidden();

    expect(await offerInstall(page, 'accepted')).toBe(true);
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(card).toBeHidden();
    expect(await promptCalls(page)).toBe(1);
  });

  test("a public document or pay application gets no install prompt; the app's own pages still do", async ({ page }) => {
    await page.clock.install();
    await page.goto('/view/invoice/no-such-link-token-0000000000000000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3100);
    await expect(installCard(page)).toBeHidden();
    const moveTo = (path: string) =>
      page.evaluate((target) => {
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);

    // Nor a pay application its client certifies: the prompt, due by now, would cover Certify.
    await moveTo('/view/pay-application/no-such-link-token-0000000000000000000000');
    await expect(page.getByRole('heading', { name: 'This pay application link is not valid' })).toBeVisible();
    await expect(installCard(page)).toBeHidden();

    // The same visit moves on in the app (no reload): the prompt that was due now shows.
    await moveTo('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expect(installCard(page)).toBeVisible();
  });

  test('offline, the own prompt leaves the offline bar uncovered, and shows once the browser is back online', async ({ page, context, signedInUser: _user }) => {
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectAppDrawn(page);
    await context.setOffline(true);
    await page.clock.runFor(3100);
    await expect(page.getByRole('status').getByText(/^You're offline/)).toBeVisible();
    await expect(installCard(page)).toBeHidden();

    await context.setOffline(false);
    await expect(installCard(page)).toBeVisible();
  });

  test('the own prompt whose code could not arrive is tried again once the browser is back online', async ({ page, context, signedInUser: _user }) => {
    await page.clock.install();
    await page.goto('/dashboard');
    await expectAppDrawn(page);
    // The card's code does not arrive when it is due (the network dropped it, or a deployment replaced the files).
    await page.route('**/*.js', (route) => route.abort());
    const failed = page.waitForEvent('console', (message) => message.text().startsWith('The install prompt could not be shown'));
    await page.clock.runFor(3100);
    await failed;
    await expect(installCard(page)).toBeHidden();

    await page.unroute('**/*.js');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(installCard(page)).toBeVisible();
  });

  test('a declined prompt hides the own prompt for the rest of the session, and later sessions for a week', async ({ page, context }) => {
    const declinedAt = Date.now();
    await page.goto('/auth');
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    const card = installCard(page);
    await expect(card).toContainText('Open Ledgerline in its own window');
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(card).toBeHidden();
    expect(await promptCalls(page)).toBe(1);

    // The next page load of the same session waits the full 3 seconds and still shows nothing.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(installCard(page)).toBeHidden();

    // A new tab is a new session (its own sessionStorage): six days on, still nothing; eight days on, the card.
    const DAY = 24 * 60 * 60 * 1000;
    for (const [daysLater, shown] of [[6, false], [8, true]] as const) {
      const tab = await context.newPage();
      await tab.clock.install({ time: declinedAt + daysLater * DAY });
      await tab.goto('/auth');
      await expect(tab.getByRole('tab', { name: 'Sign in' })).toBeVisible();
      await tab.clock.runFor(3100);
      await (shown ? expect(installCard(tab)).toBeVisible() : expect(installCard(tab)).toBeHidden());
      await tab.close();
    }
  });

  test('the static landing page a visitor gets offers Install the app while the browser offers installation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Install it like an app' })).toBeVisible();
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect(install).toBeHidden();

    expect(await offerInstall(page, 'accepted')).toBe(true);
    await install.click();
    await expect(page.getByText('Ledgerline is being installed. You will find it with your other apps.')).toBeVisible();
    await expect(install).toBeHidden();
    expect(await promptCalls(page)).toBe(1);
  });

  test("a failing prompt shows 'Installation Error' and the manual steps remain", async ({ page }) => {
    await page.goto('/auth');
    await offerInstall(page, 'fails');
    const card = installCard(page);
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(page.getByText('Installation Error')).toBeVisible();
    await expect(page.getByText('Please try again')).toBeVisible();
    await expect(card).toContainText('click the install icon');
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_PHONE, viewport: { width: 412, height: 915 } });

  test('the offer is shown by itself at the first tap, once per session, and installing records one mobile install', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();

    await offerInstall(page, 'dismissed');
    // Chromium only lets prompt() run inside a user gesture: the first tap brings the offer up.
    expect(await promptCalls(page)).toBe(0);
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-auto-prompted'))).toBe('true');
    await offerInstall(page, 'dismissed');
    await page.getByRole('tab', { name: 'Sign in' }).click();
    expect(await promptCalls(page)).toBe(0);

    const installLogs: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/downloads') installLogs.push(request);
    });
    const logged = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/downloads');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect((await logged).status()).toBe(201);

    expect(installLogs).toHaveLength(1);
    expect(installLogs[0]!.postDataJSON()).toEqual({ documentType: 'pwa', deviceType: 'mobile', source: 'pwa_utils' });
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-auto-prompted'))).toBeNull();
    // Phones get no prompt of the app's own, only the browser's.
    await expect(installCard(page)).toBeHidden();
  });
});
