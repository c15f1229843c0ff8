/** zod 4's global settings object, as zod/v4/core/core.js keeps it on globalThis. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Why: zod 4 probes once whether it may compile its parsers with `new Function`. The app's
 * Content-Security-Policy allows no eval, so the probe fails (zod then parses without it) and the
 * browser reports a CSP violation each time. zod keeps its settings on globalThis and adopts an
 * object already there when it first loads, so setting it here, before any zod loads, covers the
 * shell's zod and the one bundled into each remote, without bringing zod's core (its `config()`
 * pulls in zod's utilities) to first paint: zod loads with the screens that parse forms and answers.
 * parse-without-eval.test.ts checks that zod still adopts it.
 */
export function parseWithoutEval(): void {
  const zodGlobal = globalThis as ZodGlobal;
  zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
}
