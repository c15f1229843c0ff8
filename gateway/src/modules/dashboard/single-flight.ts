/**
 * Work keyed by what it computes: a caller that asks for a key already being computed waits for
 * that run instead of starting another, so a burst of first reads of a missing stored dashboard
 * costs this process one computation. Only runs in progress are held; nothing outlives them.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const joined = running.get(key);
    if (joined) return joined;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
