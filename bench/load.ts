import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** What the benches send besides their own headers: a browser's encodings, through a pretend TLS proxy. */
export const BROWSER_HEADERS = { 'x-forwarded-proto': 'https', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One kind of request, sent by `connections` clients at once, each sending the next as soon as one is answered. */
export type Load = {
  path: string;
  /** When given, each connection sends these paths in turn instead of `path` alone (a mix of requests). */
  paths?: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** The status every answer must have; any other counts as an error. */
  status: number;
};

export type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers without the expected status, and socket errors and timeouts. */
  errors: number;
  /** The machine's one-minute load average when the phase ended. */
  load: number;
  /** CPU time the server process spent per answer (user and system, all its threads), in ms. */
  cpuMs: number;
};

export const loadAverage = () => loadavg()[0] as number;

/** Linux counts process CPU time in clock ticks of 10 ms (USER_HZ 100). */
const MS_PER_TICK = 10;

/** CPU time (user + system) a process has used so far, in ms; fields 14 and 15 of /proc/<pid>/stat. */
function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Sends `load` to the server at `base` (process `pid`) for `seconds`. autocannon has no p95, so
 * every response time is kept and ranked here.
 */
export async function measure(base: string, pid: number, load: Load, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const cpuBefore = cpuTimeMs(pid);
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${load.path}`,
        ...(load.paths ? { requests: load.paths.map((path) => ({ path })) } : {}),
        method: load.method ?? 'GET',
        headers: { ...BROWSER_HEADERS, ...load.headers },
        ...(load.body === undefined ? {} : { body: load.body }),
        connections: load.connections,
        duration: seconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== load.status) unexpected += 1;
    });
  });
  const cpuMs = (cpuTimeMs(pid) - cpuBefore) / times.length;
  times.sort((a, b) => a - b);
  return {
    cpuMs,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: unexpected + result.errors + result.timeouts,
    load: loadAverage(),
  };
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** One line of figures: throughput, latencies, errors and the load average. */
export function describe(label: string, figures: Figures): string {
  return (
    `${label.padEnd(30)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}` +
    `  cpu ${figures.cpuMs.toFixed(3)} ms/req  load ${figures.load.toFixed(2)}${figures.errors ? `  ${figures.errors} ERRORS` : ''}`
  );
}
