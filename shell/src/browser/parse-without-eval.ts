import { config } from 'zod/v4/core';

/**
 * Why: zod 4 probes once whether it may compile its parsers with `new Function`. The app's
 * Content-Security-Policy allows no eval, so the probe fails (zod then parses without it) and the
 * browser reports a CSP violation each time. zod keeps this setting on globalThis, so one call here,
 * before any schema parses, also covers the zod bundled into each remote.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
