import { describe, loadAverage, measure, type Figures, type Load } from './load.ts';

/** A server (process `pid`) and the request it is benched with. */
export type Side = { label: string; base: string; pid: number; load: Load };

/** Best and mean of one side's phases. */
export type SideFigures = { bestRps: number; bestP95: number; mean: Figures };

export type Comparison = {
  labels: { subject: string; ceiling: string };
  subject: SideFigures;
  ceiling: SideFigures;
  /**
   * Subject ÷ ceiling, the median of the rounds' ratios (each subject phase against the ceiling
   * phases just before and after it): throughput (higher is better) and p95 (lower is better).
   */
  throughput: number;
  p95: number;
  /** Ceiling ÷ subject, CPU time per answer of the two server processes (means of the phases). */
  cpu: number;
  /** Each round's subject phase against the mean of the ceiling phases just before and after it: how much the run moved. */
  rounds: { throughput: number; p95: number }[];
};

/** Seconds per measured phase, and rounds (subject phase then ceiling phase); both can be raised on a quiet machine. */
export const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/**
 * Warm-up per server, long enough for the gateway's hot path to be compiled by V8's optimising
 * tier: after 3 s its first measured phases still cost a third more CPU per answer than its last.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 6);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function meanFigures(all: Figures[]): Figures {
  const of = (key: keyof Figures) => mean(all.map((figures) => figures[key]));
  return { rps: of('rps'), p50: of('p50'), p95: of('p95'), p99: of('p99'), errors: all.reduce((sum, f) => sum + f.errors, 0), load: of('load'), cpuMs: of('cpuMs') };
}

function sideFigures(phases: Figures[]): SideFigures {
  return { bestRps: Math.max(...phases.map((f) => f.rps)), bestP95: Math.min(...phases.map((f) => f.p95)), mean: meanFigures(phases) };
}

/**
 * Measures `subject` between phases of `ceiling`: ceiling, then ROUNDS times subject and ceiling
 * again, after warming both up (pooled connections, prepared statements, JIT). Every phase is
 * printed with the load average.
 *
 * The ratio is the median of the rounds' ratios: each subject phase against the mean of the
 * ceiling phases just before and after it, so both sides of a ratio met the same spell of load,
 * and a phase that a burst of other work hit (on a shared machine one in a few) moves the median
 * little. Each side's best phase is printed too; best against best (as this judged before) lets
 * one lucky phase of either side set the ratio.
 */
export async function againstCeiling(subject: Side, ceiling: Side, seconds = PHASE_SECONDS): Promise<Comparison> {
  console.log(`load average ${loadAverage().toFixed(2)}; ${ROUNDS} rounds of ${seconds} s phases; ceiling: ${ceiling.label}`);
  const phase = async (side: Side, label: string) => {
    const figures = await measure(side.base, side.pid, side.load, seconds);
    console.log(describe(label, figures));
    return figures;
  };
  await measure(ceiling.base, ceiling.pid, ceiling.load, WARM_UP_SECONDS);
  await measure(subject.base, subject.pid, subject.load, WARM_UP_SECONDS);
  const ceilings = [await phase(ceiling, `${ceiling.label} (ceiling)`)];
  const subjects: Figures[] = [];
  const rounds: Comparison['rounds'] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured = await phase(subject, subject.label);
    const after = await phase(ceiling, `${ceiling.label} (ceiling)`);
    const around = meanFigures([ceilings.at(-1) as Figures, after]);
    rounds.push({ throughput: measured.rps / around.rps, p95: measured.p95 / around.p95 });
    subjects.push(measured);
    ceilings.push(after);
  }
  const subjectFigures = sideFigures(subjects);
  const ceilingFigures = sideFigures(ceilings);
  return {
    labels: { subject: subject.label, ceiling: ceiling.label },
    subject: subjectFigures,
    ceiling: ceilingFigures,
    throughput: median(rounds.map((round) => round.throughput)),
    p95: median(rounds.map((round) => round.p95)),
    cpu: ceilingFigures.mean.cpuMs / subjectFigures.mean.cpuMs,
    rounds,
  };
}

/** The comparison's summary: each side's best and mean figures, the ratios, and the round-by-round ratios. */
export function summarise(comparison: Comparison): void {
  const { labels } = comparison;
  for (const [label, side] of [[labels.subject, comparison.subject], [labels.ceiling, comparison.ceiling]] as const) {
    console.log(`${label.padEnd(30)} best ${side.bestRps.toFixed(0).padStart(6)} req/s, best p95 ${side.bestP95.toFixed(1)} ms; mean of phases:`);
    console.log(describe('', side.mean));
  }
  const each = (key: 'throughput' | 'p95') => comparison.rounds.map((round) => round[key].toFixed(2)).join(', ');
  console.log(
    `ratios (subject ÷ ceiling, median of rounds): throughput ${comparison.throughput.toFixed(2)}, p95 ${comparison.p95.toFixed(2)}; ` +
      `CPU per answer (ceiling ÷ subject) ${comparison.cpu.toFixed(2)}`,
  );
  console.log(`  round by round: throughput ${each('throughput')}; p95 ${each('p95')}`);
}
