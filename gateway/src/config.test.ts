import path from 'node:path';
import { LOCAL_MAIL_FROM, ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      sessionSecret: undefined,
      production: false,
      logLevel: 'info',
      remotesFile: undefined,
      remoteReleasesDir: path.join(REPO_ROOT, 'releases', 'remotes'),
    });
  });

  it('keeps the default data folder at the repository root whatever folder npm runs in', () => {
    expect(loadConfig({ INIT_CWD: path.join(REPO_ROOT, 'gateway') }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('resolves a relative DATA_DIR, REMOTES_FILE and REMOTE_RELEASES_DIR against the folder the command was typed in', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app', DATA_DIR: './state', REMOTES_FILE: 'remotes.json', REMOTE_RELEASES_DIR: 'releases' });
    expect(config.dataDir).toBe('/srv/app/state');
    expect(config.remotesFile).toBe('/srv/app/remotes.json');
    expect(config.remoteReleasesDir).toBe('/srv/app/releases');
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET must be set/);
  });

  it('refuses a short session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'changeme' })).toThrow(/at least 32 characters/);
  });

  it('refuses to start in production without the public address, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      'APP_URL must be set to the address people open the app at (e.g. https://invoices.example.com) when NODE_ENV=production: the links in emails are built from it, never from the request.',
    );
  });

  it('builds links from APP_URL, or outside production from its own listening address', () => {
    expect(loadConfig({ APP_URL: 'https://invoices.example.com/' }).appUrl).toBe('https://invoices.example.com');
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).appUrl).toBe('http://[::1]:3000');
    expect(() => loadConfig({ APP_URL: 'https://invoices.example.com/app' })).toThrow(/without a path/);
    expect(() => loadConfig({ APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL must be the address/);
  });

  it('takes test payments in production only when told to, and never beside Stripe', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://invoices.example.com' };
    expect(loadConfig(production).testPayments).toBe(false);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).testPayments).toBe(true);
    expect(loadConfig({}).testPayments).toBe(true);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).testPayments).toBe(false);
  });

  it('sells plans unless PLANS_ENABLED turns them off', () => {
    expect(loadConfig({}).plansEnabled).toBe(true);
    expect(loadConfig({ PLANS_ENABLED: 'true' }).plansEnabled).toBe(true);
    expect(loadConfig({ PLANS_ENABLED: 'false' }).plansEnabled).toBe(false);
    expect(loadConfig({ PLANS_ENABLED: '0' }).plansEnabled).toBe(false);
    expect(() => loadConfig({ PLANS_ENABLED: 'off' })).toThrow(/PLANS_ENABLED/);
  });

  it('accepts a real secret in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://invoices.example.com' });
    expect(config).toMatchObject({ production: true, sessionSecret: 'x'.repeat(32) });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
  });

  it('reads the login limits', () => {
    const config = loadConfig({
      LOGIN_MAX_FAILURES_PER_USER_IP: '3',
      LOGIN_MAX_FAILURES_PER_IP: '7',
      LOGIN_WINDOW_SECONDS: '60',
      LOGIN_MAX_FAILURES_PER_USERNAME: '20',
      LOGIN_USERNAME_WINDOW_SECONDS: '3600',
    });
    expect(config.loginLimits).toEqual({ perUserIp: 3, perIp: 7, windowSeconds: 60, perUsername: 20, usernameWindowSeconds: 3600 });
  });

  it('reads the per-address limits, with defaults', () => {
    expect(loadConfig({}).addressLimits).toEqual({ registrationsPerHour: 10, downloadsPerHour: 30, contactMessagesPerHour: 3, passwordResetsPerHour: 10 });
    const config = loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '2', DOWNLOADS_PER_IP_PER_HOUR: '5', CONTACT_MESSAGES_PER_HOUR: '4', PASSWORD_RESETS_PER_IP_PER_HOUR: '6' });
    expect(config.addressLimits).toEqual({ registrationsPerHour: 2, downloadsPerHour: 5, contactMessagesPerHour: 4, passwordResetsPerHour: 6 });
    expect(() => loadConfig({ DOWNLOADS_PER_IP_PER_HOUR: '0' })).toThrow(/DOWNLOADS_PER_IP_PER_HOUR/);
  });

  it('reads the database timeouts and the request deadline, a few seconds by default', () => {
    expect(loadConfig({})).toMatchObject({ databaseTimeouts: { connectMs: 5000, statementMs: 5000 }, requestDeadlineMs: 8000 });
    const config = loadConfig({ DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1500', REQUEST_DEADLINE_MS: '2500' });
    expect(config).toMatchObject({ databaseTimeouts: { connectMs: 500, statementMs: 1500 }, requestDeadlineMs: 2500 });
    expect(() => loadConfig({ REQUEST_DEADLINE_MS: '0' })).toThrow(/REQUEST_DEADLINE_MS/);
  });

  it('reads the exchange-rate source, the ECB daily file by default, over HTTP(S) only', () => {
    expect(loadConfig({}).ecbRatesUrl).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml');
    expect(loadConfig({ ECB_RATES_URL: 'http://127.0.0.1:8123/rates.xml' }).ecbRatesUrl).toBe('http://127.0.0.1:8123/rates.xml');
    expect(() => loadConfig({ ECB_RATES_URL: 'file:///etc/passwd' })).toThrow(/ECB_RATES_URL/);
  });

  it('keeps mail in the local mailbox without SMTP_URL, and sends by SMTP from MAIL_FROM with it', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: LOCAL_MAIL_FROM, sendsPerAccountPerHour: 30 });
    const config = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587', MAIL_FROM: 'Acme <billing@acme.example>' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://user:secret@mail.example:587', from: 'Acme <billing@acme.example>', sendsPerAccountPerHour: 30 });
  });

  it('reads the emails an account may send by hand in an hour, 30 unless MAIL_SENDS_PER_ACCOUNT_PER_HOUR says otherwise', () => {
    expect(loadConfig({ MAIL_SENDS_PER_ACCOUNT_PER_HOUR: '5' }).mail.sendsPerAccountPerHour).toBe(5);
    expect(() => loadConfig({ MAIL_SENDS_PER_ACCOUNT_PER_HOUR: '0' })).toThrow(/MAIL_SENDS_PER_ACCOUNT_PER_HOUR/);
  });

  it('refuses an SMTP_URL that is no smtp address, one without MAIL_FROM, and a MAIL_FROM that is no address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example', MAIL_FROM: 'a@b.example' })).toThrow(/SMTP_URL must look like/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM must be set/);
    expect(() => loadConfig({ MAIL_FROM: 'Acme billing' })).toThrow(/MAIL_FROM must be an email address/);
  });
});
