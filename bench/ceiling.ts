import { describe, loadAverage, measure, type Figures, type Load } from './load.ts';

/** A server and the request it is benched with. */
export type Side = { label: string; base: string; load: Load };

export type Comparison = {
  /** The subject's and the ceiling's figures, each the mean of its phases. */
  subject: Figures;
  ceiling: Figures;
  /** Subject ÷ ceiling, the mean of the rounds' ratios: throughput (higher is better) and p95 (lower is better). */
  throughput: number;
  p95: number;
  /** Each round's ratios, to see how much they moved within the run. */
  rounds: { throughput: number; p95: number }[];
};

/** Seconds per measured phase, and rounds of subject phases; both can be raised on a quiet machine. */
export const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 1;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function meanFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => mean(all.map((figures) => figures[key]));
  return { rps: of('rps'), p50: of('p50'), p95: of('p95'), p99: of('p99'), errors: all.reduce((sum, f) => sum + f.errors, 0), load: of('load') };
}

/**
 * Measures `subject` between phases of `ceiling`: ceiling, then ROUNDS times subject and ceiling
 * again. Each subject phase is compared with the mean of the ceiling phases just before and just
 * after it, so a change of the machine's load during the run weighs on both sides of the ratio.
 * Both servers are warmed up first (pooled connections, prepared statements, JIT). Prints every
 * phase with the load average.
 */
export async function againstCeiling(subject: Side, ceiling: Side, seconds = PHASE_SECONDS): Promise<Comparison> {
  console.log(`load average ${loadAverage().toFixed(2)}; ${ROUNDS} rounds of ${seconds} s phases; ceiling: ${ceiling.label}`);
  await measure(ceiling.base, ceiling.load, WARM_UP_SECONDS);
  await measure(subject.base, subject.load, WARM_UP_SECONDS);
  const ceilings = [await measure(ceiling.base, ceiling.load, seconds)];
  console.log(describe(`${ceiling.label} (ceiling)`, ceilings[0] as Figures));
  const subjects: Figures[] = [];
  const rounds: Comparison['rounds'] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured = await measure(subject.base, subject.load, seconds);
    console.log(describe(subject.label, measured));
    const after = await measure(ceiling.base, ceiling.load, seconds);
    console.log(describe(`${ceiling.label} (ceiling)`, after));
    const around = meanFigures([ceilings.at(-1) as Figures, after]);
    rounds.push({ throughput: measured.rps / around.rps, p95: measured.p95 / around.p95 });
    subjects.push(measured);
    ceilings.push(after);
  }
  return {
    subject: meanFigures(subjects),
    ceiling: meanFigures(ceilings),
    throughput: mean(rounds.map((round) => round.throughput)),
    p95: mean(rounds.map((round) => round.p95)),
    rounds,
  };
}

/** The comparison's summary: both sides' mean figures and the ratios, round by round. */
export function summarise(comparison: Comparison): void {
  console.log(describe('  subject, mean', comparison.subject));
  console.log(describe('  ceiling, mean', comparison.ceiling));
  const each = (key: 'throughput' | 'p95') => comparison.rounds.map((round) => round[key].toFixed(2)).join(', ');
  console.log(`  throughput ratio ${comparison.throughput.toFixed(2)} (rounds ${each('throughput')}), p95 ratio ${comparison.p95.toFixed(2)} (rounds ${each('p95')})`);
}
