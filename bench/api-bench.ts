import { againstCeiling, PHASE_SECONDS, summarise, type Comparison } from './ceiling.ts';
import type { Load } from './load.ts';
import { startGateway, startRawPgServer, stopAll, type BenchServer } from './servers.ts';
import { verdict, type Target } from './verdict.ts';

export type ApiBench = {
  /** The verdict line's name. */
  name: string;
  /** What is measured, for the first line of output. */
  title: string;
  /** The PostgreSQL database both the gateway and the raw-pg ceiling use. */
  databaseUrl: string;
  /** Which ratio is judged: throughput (subject ÷ ceiling, at least) or p95 (subject ÷ ceiling, at most). */
  ratio: 'throughput' | 'p95';
  target: Target;
  /** Seconds per measured phase, when the default (ceiling.ts) is too short for the request. */
  phaseSeconds?: number;
  /** The request, made once the gateway is up (a session to sign in, a user to register). */
  load(gateway: BenchServer): Promise<Load>;
  /** Absolute targets, judged after the comparison: prints their lines and says whether they were met. */
  absolute?: (comparison: Comparison, gateway: BenchServer) => boolean;
  /** More figures to print after the comparison, before the verdict line (not judged). */
  afterwards?: (gateway: BenchServer) => Promise<void>;
};

/**
 * One API bench: the gateway and the raw-pg ceiling on the same database, the request measured on
 * both in alternating phases (ceiling.ts), the figures, then the verdict line. The servers are
 * always stopped, whatever happens.
 */
export async function runApiBench(bench: ApiBench): Promise<void> {
  let gateway: BenchServer | undefined;
  let ceiling: BenchServer | undefined;
  try {
    gateway = await startGateway({ databaseUrl: bench.databaseUrl });
    ceiling = await startRawPgServer(bench.databaseUrl);
    const load = await bench.load(gateway);
    console.log(`${bench.title}, ${load.connections} connections, PostgreSQL; gateway pid ${gateway.pid}`);
    const comparison = await againstCeiling({ label: `gateway ${load.method ?? 'GET'} ${load.path.split('?')[0]}`, base: gateway.base, pid: gateway.pid, load }, { label: 'raw pg', base: ceiling.base, pid: ceiling.pid, load }, bench.phaseSeconds ?? PHASE_SECONDS);
    summarise(comparison);
    await bench.afterwards?.(gateway);
    const absoluteMet = bench.absolute?.(comparison, gateway) ?? true;
    const errors = comparison.subject.mean.errors + comparison.ceiling.mean.errors;
    if (errors > 0) console.log(`${errors} answers had an unexpected status or failed: the ratio is not judged`);
    verdict(bench.name, comparison[bench.ratio], bench.target, absoluteMet && errors === 0);
  } finally {
    await stopAll([gateway, ceiling]);
  }
}
