/**
 * The waits' ceilings are twice what they were tuned to: machines of this kind have been measured up
 * to 2.4 times slower than the one they were tuned on (jest 253 s there, 598 s here), and there two
 * workers' browsers ran past the waits (a service worker's first install, a sign-in under load, a
 * whole job's journey). A longer ceiling changes no assertion: a passing step takes as long as it
 * takes, a failing one is only reported later.
 */
export const SLOW_MACHINE_ALLOWANCE = 2;

/** A wait tuned to `ms`, with the slow machine's allowance: for the config and for a test's own ceilings. */
export const allowing = (ms: number): number => ms * SLOW_MACHINE_ALLOWANCE;
