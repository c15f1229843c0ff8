/** A ratio's target: at least (throughput) or at most (latency). */
export type Target = { atLeast: number } | { atMost: number };

/** The last line of every bench, as `npm run bench` (bench/all.ts) collects it: `NAME: ratio R (target T) PASS|FAIL`. */
export const VERDICT_LINE = /^(?<name>\S+): ratio (?<ratio>\S+) \(target (?<target>[^)]+)\) (?<verdict>PASS|FAIL)$/;

function met(ratio: number, target: Target): boolean {
  return 'atLeast' in target ? ratio >= target.atLeast : ratio <= target.atMost;
}

/**
 * Prints the bench's last line and sets a failing exit code when the ratio misses its target, or
 * when `alsoMet` (an absolute target, answers without errors) is false.
 */
export function verdict(name: string, ratio: number, target: Target, alsoMet = true): void {
  const pass = met(ratio, target) && alsoMet;
  const wanted = 'atLeast' in target ? `>= ${target.atLeast}` : `<= ${target.atMost}`;
  if (!pass) process.exitCode = 1;
  console.log(`${name}: ratio ${ratio.toFixed(2)} (target ${wanted}) ${pass ? 'PASS' : 'FAIL'}`);
}
