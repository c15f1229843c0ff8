import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './shell-admin.ts';

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

/** The auth page at /auth, /login and /register, driven the way a person would. */
export class AuthPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Sign in' }).click();
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async register(user: NewUser): Promise<void> {
    await this.page.getByRole('tab', { name: 'Create account' }).click();
    await this.page.getByLabel('Username').fill(user.username);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password').fill(user.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

/**
 * The app's own install card opens 3 s after start over the bottom-right corner. Users in tests that
 * work there said "Not now" to it before (shell/src/pwa/install/install-snooze.ts keeps that a week),
 * so it stays away instead of sliding over a form on a slow run. pwa-install.spec.ts tests the card.
 */
export async function installCardDismissedEarlier(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => localStorage.setItem('pwa-install-dismissed-at', String(Date.now())));
}

interface Fixtures {
  /** A user nobody has registered yet, unique to this test. */
  newUser: NewUser;
  /** newUser, registered through the API, which also signs this page's browser context in. */
  signedInUser: NewUser;
  authPage: AuthPage;
  /** The run's admin (start-gateway.ts creates it), signed in through the API in this page's context. */
  signedInAdmin: typeof E2E_ADMIN;
}

export const test = base.extend<Fixtures>({
  newUser: async ({}, use, testInfo) => {
    const unique = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`;
    await use({ username: `e2e_${unique}`, email: `e2e_${unique}@example.com`, password: 'correct-horse-battery' });
  },
  signedInUser: async ({ page, newUser }, use) => {
    const response = await page.request.post('/api/register', { data: newUser });
    expect(response.status(), await response.text()).toBe(201);
    await use(newUser);
  },
  authPage: async ({ page }, use) => {
    await use(new AuthPage(page));
  },
  signedInAdmin: async ({ page }, use) => {
    const response = await page.request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
    expect(response.status(), await response.text()).toBe(200);
    await use(E2E_ADMIN);
  },
});

export { expect };
