/** The fields of a Chromium trace event this count reads. */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/** Lighthouse's default mobile run simulates a CPU this many times slower than the one it ran on. */
const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond this (Lighthouse's long-task threshold). */
const BLOCKING_FROM_MS = 50;

/**
 * Total blocking time counted from each main-thread task's own CPU time (the trace's `tdur`)
 * rather than its wall time: Σ max(0, 4 × CPU − 50 ms) over the page's top-level tasks from the
 * first contentful paint to the end of the trace. On a shared machine a task's wall time grows
 * with everything else that runs; its thread time does not, so this reads the same for the same
 * build at any load. Null when the trace has no first contentful paint.
 */
export function contentionFreeBlockingMs(events: readonly TraceEvent[]): number | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    if (event.tdur === undefined) continue;
    blocking += Math.max(0, (CPU_SLOWDOWN * event.tdur) / 1000 - BLOCKING_FROM_MS);
  }
  return blocking;
}
