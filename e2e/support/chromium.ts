/**
 * How Debian's Chromium is launched here, for the Playwright suite and the bench scripts alike:
 * test tools' own browser downloads do not work on these machines.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
