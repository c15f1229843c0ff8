import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

/** A flag that is on unless set to false (or 0). */
const flagOnByDefault = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value !== 'false' && value !== '0');

/** The European Central Bank's daily reference rates, the default source of exchange rates. */
const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText,
  NODE_ENV: z.string().trim().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTES_FILE: optionalText,
  REMOTE_RELEASES_DIR: optionalText,
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'APP_URL must be the address people open the app at, like https://invoices.example.com.' }).optional()),
  TRUST_PROXY: flag,
  LOGIN_MAX_FAILURES_PER_USER_IP: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100),
  LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(100),
  LOGIN_USERNAME_WINDOW_SECONDS: positiveInt(24 * 60 * 60),
  REGISTRATIONS_PER_IP_PER_HOUR: positiveInt(10),
  DOWNLOADS_PER_IP_PER_HOUR: positiveInt(30),
  CONTACT_MESSAGES_PER_HOUR: positiveInt(3),
  PASSWORD_RESETS_PER_IP_PER_HOUR: positiveInt(10),
  DB_CONNECT_TIMEOUT_MS: positiveInt(5000),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(5000),
  REQUEST_DEADLINE_MS: positiveInt(8000),
  ECB_RATES_URL: z.url({ protocol: /^https?$/ }).default(ECB_DAILY_RATES_URL),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.' }).optional()),
  MAIL_FROM: optionalText,
  MAIL_SENDS_PER_ACCOUNT_PER_HOUR: positiveInt(30),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe's publishable key (pk_…), for Stripe Elements in the browser. */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Where the Stripe SDK sends its requests, for a local stand-in (tests); Stripe's own API when unset. */
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** In production, the test-mode provider (test cards mark invoices paid) only when this says so. */
  ALLOW_TEST_PAYMENTS: flag,
  /** false: the business runs without plans (self-hosted): no limits, no watermark, nothing to buy. */
  PLANS_ENABLED: flagOnByDefault,
});

/** "Name <address>" or a bare address: the sender of every email. */
const MAIL_FROM_PATTERN = /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** Failed sign-ins allowed before 429 (see login-limiter.ts for how the three counts combine). */
export type LoginLimits = {
  perUserIp: number;
  perIp: number;
  windowSeconds: number;
  perUsername: number;
  usernameWindowSeconds: number;
};

/** Requests one client address may make to the unauthenticated routes that cost the most. */
export type AddressLimits = {
  registrationsPerHour: number;
  downloadsPerHour: number;
  /** Contact messages per client address and, separately, per sender email. */
  contactMessagesPerHour: number;
  passwordResetsPerHour: number;
};

/** How long PostgreSQL may take before a request gives up on it (see README, Configuration). */
export type DatabaseTimeouts = {
  /** Connecting, and waiting for a free pooled connection. */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout). */
  statementMs: number;
};

export type Config = {
  port: number;
  host: string;
  /**
   * The app's public address (APP_URL, an origin without a path): every link in an email, a PDF or an
   * API answer is built from it, never from the request's Host, which a client chooses.
   */
  appUrl: string;
  /** Absolute folder of the embedded database and the generated development session secret. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** Undefined outside production means "generate one and keep it in dataDir" (see session-secret.ts). */
  sessionSecret: string | undefined;
  production: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  remotesFile: string | undefined;
  /** Folder of the released remote builds (npm run release:remote), one subfolder per remote. */
  remoteReleasesDir: string;
  /** Read the client address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy: boolean;
  loginLimits: LoginLimits;
  addressLimits: AddressLimits;
  databaseTimeouts: DatabaseTimeouts;
  /** Every request is answered by then: with 503 if its work has not finished. */
  requestDeadlineMs: number;
  /** Where the ECB daily reference rates file is read from (tests serve a recorded copy locally). */
  ecbRatesUrl: string;
  /**
   * SMTP delivery when set; without it, sent mail is kept in the local mailbox (the Sent mail page).
   * `sendsPerAccountPerHour`: the emails one account may send by hand in an hour (mail-send-limit.ts).
   */
  mail: { smtpUrl: string | undefined; from: string; sendsPerAccountPerHour: number };
  /** Stripe moves the money when both keys are set. */
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string | undefined; apiUrl: string | undefined } | undefined;
  /**
   * Without Stripe, the offline test-mode provider moves pretend money: always outside production, and
   * in production only with ALLOW_TEST_PAYMENTS=true. Otherwise online payments are off.
   */
  testPayments: boolean;
  /**
   * Plans, their limits and features, the watermark of the free plan and checkout; off (PLANS_ENABLED=false)
   * for a business that runs its own Ledgerline and sells it to nobody.
   */
  plansEnabled: boolean;
};

/** Sender of the local mailbox's messages when no SMTP server is configured. */
export const LOCAL_MAIL_FROM = 'Ledgerline <no-reply@ledgerline.localhost>';

/**
 * Relative paths are resolved against the folder the command was typed in. npm runs workspace
 * scripts in gateway/ but records the caller's folder in INIT_CWD, so `DATA_DIR=./x npm start`
 * means the same folder whichever way the gateway was started.
 */
function callerDir(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD || process.cwd();
}

/** Listening on every interface is no address a browser can open; the machine itself answers on localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * APP_URL's origin; without it outside production, the gateway's own listening address (the embedded
 * default is opened on the machine it runs on). Production must say where it is reached.
 */
function appUrlOf(vars: z.infer<typeof envSchema>, production: boolean): string {
  if (vars.APP_URL) {
    const url = new URL(vars.APP_URL);
    if (url.pathname !== '/' || url.search || url.hash) {
      throw new ConfigError('APP_URL must be an origin like https://invoices.example.com, without a path: the app is served at its root.');
    }
    return url.origin;
  }
  if (production) {
    throw new ConfigError(
      'APP_URL must be set to the address people open the app at (e.g. https://invoices.example.com) when NODE_ENV=production: the links in emails are built from it, never from the request.',
    );
  }
  const host = ANY_INTERFACE.has(vars.HOST) ? 'localhost' : vars.HOST.includes(':') && !vars.HOST.startsWith('[') ? `[${vars.HOST}]` : vars.HOST;
  return `http://${host}:${vars.PORT}`;
}

/** Reads and validates the environment; throws ConfigError with a sentence per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && (vars.SESSION_SECRET ?? '').length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `SESSION_SECRET must be set to a random string of at least ${MIN_SECRET_LENGTH} characters when NODE_ENV=production.`,
    );
  }
  if (vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new ConfigError('MAIL_FROM must be set (e.g. "Acme Invoices <billing@acme.example>") when SMTP_URL is set.');
  }
  if (Boolean(vars.STRIPE_SECRET_KEY) !== Boolean(vars.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or neither for test mode.');
  }
  if (vars.MAIL_FROM && !MAIL_FROM_PATTERN.test(vars.MAIL_FROM)) {
    throw new ConfigError('MAIL_FROM must be an email address, or a name and an address like "Acme <billing@acme.example>".');
  }
  const base = callerDir(env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl: appUrlOf(vars, production),
    // The default is the repository's ./data, not the current folder, because npm starts workspace
    // scripts inside gateway/; `npm start`, `npm run create-admin` and `node gateway/src/main.ts`
    // therefore all open the same embedded database.
    dataDir: vars.DATA_DIR ? path.resolve(base, vars.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    databaseUrl: vars.DATABASE_URL,
    sessionSecret: vars.SESSION_SECRET,
    production,
    logLevel: vars.LOG_LEVEL,
    remotesFile: vars.REMOTES_FILE ? path.resolve(base, vars.REMOTES_FILE) : undefined,
    remoteReleasesDir: vars.REMOTE_RELEASES_DIR
      ? path.resolve(base, vars.REMOTE_RELEASES_DIR)
      : path.join(REPO_ROOT, 'releases', 'remotes'),
    trustProxy: vars.TRUST_PROXY,
    loginLimits: {
      perUserIp: vars.LOGIN_MAX_FAILURES_PER_USER_IP,
      perIp: vars.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: vars.LOGIN_WINDOW_SECONDS,
      perUsername: vars.LOGIN_MAX_FAILURES_PER_USERNAME,
      usernameWindowSeconds: vars.LOGIN_USERNAME_WINDOW_SECONDS,
    },
    addressLimits: {
      registrationsPerHour: vars.REGISTRATIONS_PER_IP_PER_HOUR,
      downloadsPerHour: vars.DOWNLOADS_PER_IP_PER_HOUR,
      contactMessagesPerHour: vars.CONTACT_MESSAGES_PER_HOUR,
      passwordResetsPerHour: vars.PASSWORD_RESETS_PER_IP_PER_HOUR,
    },
    databaseTimeouts: { connectMs: vars.DB_CONNECT_TIMEOUT_MS, statementMs: vars.DB_STATEMENT_TIMEOUT_MS },
    requestDeadlineMs: vars.REQUEST_DEADLINE_MS,
    ecbRatesUrl: vars.ECB_RATES_URL,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? LOCAL_MAIL_FROM, sendsPerAccountPerHour: vars.MAIL_SENDS_PER_ACCOUNT_PER_HOUR },
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? { secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET, publishableKey: vars.STRIPE_PUBLISHABLE_KEY, apiUrl: vars.STRIPE_API_URL }
        : undefined,
    testPayments: !vars.STRIPE_SECRET_KEY && (!production || vars.ALLOW_TEST_PAYMENTS),
    plansEnabled: vars.PLANS_ENABLED,
  };
}
