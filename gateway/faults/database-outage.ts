import { setTimeout as sleep } from 'node:timers/promises';
import { addClient, buyBusinessPlan, invoiceBody, signUp, type Answer, type ApiUser } from './support/api-client.ts';
import { startGateway } from './support/gateway-process.ts';
import type { PrivateCluster } from './support/private-cluster.ts';
import type { Verdict } from './support/verdict.ts';

const WORKERS = 6;
const PACE_MS = 25;
const STEADY_MS = 4000;
/** A machine busy with other work may add this to the deadline before the answer is read. */
const SLACK_MS = 1500;

export type OutageFigures = {
  outage: string;
  requests: number;
  ok: number;
  unavailable: number;
  /** Statuses other than 2xx and 503 (a 500 would be one), and answers never received. */
  other: string[];
  maxLatencyMs: number;
  readyz503: number;
  recoveryMs: number;
  acknowledgedWrites: number;
  acknowledgedPresent: number;
};

type Recorded = Answer & { kind: 'read' | 'write' | 'ready' };

/** Signed-in traffic (list reads and invoice creates) plus a readiness probe, until stopped. */
function startLoad(api: ApiUser, clientId: string, origin: string) {
  const answers: Recorded[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let seq = 0;
  const worker = async (index: number) => {
    while (running) {
      const write = (seq += 1) % 2 === 0;
      const answer = write
        ? await api.call('POST', '/api/invoices', invoiceBody(clientId, `outage-${index}-${seq}`))
        : await api.call('GET', '/api/invoices?pageSize=5');
      answers.push({ ...answer, kind: write ? 'write' : 'read' });
      if (write && answer.status === 201) acknowledged.push((answer.body as { id: string }).id);
      await sleep(PACE_MS);
    }
  };
  const probe = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      answers.push({ status: response?.status ?? 0, ms: performance.now() - started, at: Date.now(), body: null, retryAfter: null, kind: 'ready' });
      await sleep(250);
    }
  };
  const all = Promise.all([...Array.from({ length: WORKERS }, (_, index) => worker(index)), probe()]);
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

const startedAt = (answer: Answer) => answer.at - answer.ms;

/** Measures one outage: from `begin` until the API answers 2xx again after `end`. */
async function outage(
  name: string,
  load: ReturnType<typeof startLoad>,
  begin: () => void,
  holdMs: number,
  end: () => void,
  deadlineMs: number,
  verdict: Verdict,
): Promise<Omit<OutageFigures, 'acknowledgedWrites' | 'acknowledgedPresent'>> {
  const from = Date.now();
  begin();
  await sleep(holdMs);
  end();
  const back = Date.now();
  while (!load.answers.some((a) => a.kind !== 'ready' && startedAt(a) >= back && a.status >= 200 && a.status < 300)) {
    if (Date.now() - back > 60_000) break;
    await sleep(50);
  }
  const recovered = load.answers.find((a) => a.kind !== 'ready' && startedAt(a) >= back && a.status >= 200 && a.status < 300);
  const recoveryMs = recovered ? recovered.at - back : Number.NaN;
  await sleep(STEADY_MS);
  const until = Date.now();
  const during = load.answers.filter((a) => startedAt(a) >= from && startedAt(a) < until);
  const api = during.filter((a) => a.kind !== 'ready');
  const steady = api.filter((a) => startedAt(a) >= until - STEADY_MS / 2);
  const other = api.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 503).map((a) => `${a.status || 'no answer'} (${a.kind})`);
  const unavailable = api.filter((a) => a.status === 503);
  const figures = {
    outage: name,
    requests: api.length,
    ok: api.filter((a) => a.status >= 200 && a.status < 300).length,
    unavailable: unavailable.length,
    other,
    maxLatencyMs: Math.round(Math.max(0, ...api.map((a) => a.ms))),
    readyz503: during.filter((a) => a.kind === 'ready' && a.status === 503).length,
    recoveryMs: Math.round(recoveryMs),
  };
  verdict.check(other.length === 0, `${name}: every answer was 2xx or 503 (others: ${other.slice(0, 5).join(', ') || 'none'})`);
  verdict.check(unavailable.length > 0, `${name}: the outage was answered 503 (${unavailable.length} times)`);
  verdict.check(unavailable.every((a) => a.retryAfter !== null), `${name}: every 503 carried Retry-After`);
  verdict.check(figures.maxLatencyMs <= deadlineMs + SLACK_MS, `${name}: no answer took longer than the ${deadlineMs} ms deadline (max ${figures.maxLatencyMs} ms)`);
  verdict.check(figures.readyz503 > 0, `${name}: /readyz answered 503 during the outage (${figures.readyz503} times)`);
  verdict.check(Number.isFinite(recoveryMs), `${name}: the API recovered without a gateway restart (${figures.recoveryMs} ms)`);
  verdict.check(steady.length > 0 && steady.every((a) => a.status >= 200 && a.status < 300), `${name}: all ${steady.length} requests after recovery succeeded`);
  return figures;
}

/**
 * The gateway on the private cluster under load while PostgreSQL is stopped (then started again),
 * and while it is frozen (SIGSTOP, then SIGCONT). The gateway is never restarted.
 */
export async function databaseOutages(cluster: PrivateCluster, dataDir: string, verdict: Verdict): Promise<OutageFigures[]> {
  cluster.createDatabase('outage');
  const deadlineMs = 8000;
  const gateway = await startGateway({ DATABASE_URL: cluster.url('outage'), DATA_DIR: dataDir, REQUEST_DEADLINE_MS: String(deadlineMs) });
  try {
    const owner = await signUp(gateway.origin);
    await buyBusinessPlan(owner);
    const clientId = await addClient(owner);
    const load = startLoad(owner, clientId, gateway.origin);
    await sleep(STEADY_MS);
    const results = [
      await outage('PostgreSQL stopped 9 s', load, () => cluster.stop(), 9000, () => cluster.start(), deadlineMs, verdict),
      await outage('PostgreSQL frozen 15 s', load, () => cluster.freeze(), 15_000, () => cluster.thaw(), deadlineMs, verdict),
    ];
    await load.stop();
    let present = 0;
    for (const id of load.acknowledged) if ((await owner.call('GET', `/api/invoices/${id}`)).status === 200) present += 1;
    verdict.check(present === load.acknowledged.length, `every invoice acknowledged during the outages is there (${present} of ${load.acknowledged.length})`);
    return results.map((figures) => ({ ...figures, acknowledgedWrites: load.acknowledged.length, acknowledgedPresent: present }));
  } catch (error) {
    console.error(gateway.output());
    throw error;
  } finally {
    await gateway.stop();
  }
}
