import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium.ts';
import { allowing } from './support/slow-machine.ts';

/** E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Runs against the built shell and remotes (the root `npm run e2e` builds first), served by the
 * gateway on a throwaway database, in Debian's Chromium: browser downloads do not work here.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on the 2-core machines this runs on, with the
  // other core idle while a test waits on the browser or the gateway.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  // One retry in CI keeps a single browser hiccup from sinking a submission; the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Three times what they were tuned to (support/slow-machine.ts).
  timeout: allowing(30_000),
  expect: { timeout: allowing(10_000) },
  use: {
    baseURL: BASE_URL,
    // page.route does not see what a service worker fetches: only the PWA specs let it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx node support/start-gateway.ts',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // Passwords are hashed at the test cost (auth/password.ts): every test registers or signs in.
      NODE_ENV: 'test',
      // Every test registers, signs in and installs from 127.0.0.1: the per-address limits must not trip over the suite,
      // nor the hourly allowance of emails over tests that share a signed-in account.
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      DOWNLOADS_PER_IP_PER_HOUR: '10000',
      CONTACT_MESSAGES_PER_HOUR: '10000',
      PASSWORD_RESETS_PER_IP_PER_HOUR: '10000',
      MAIL_SENDS_PER_ACCOUNT_PER_HOUR: '10000',
    },
  },
});
