import { startGateway, type GatewayProcess } from './support/gateway-process.ts';
import type { PrivateCluster } from './support/private-cluster.ts';
import type { Verdict } from './support/verdict.ts';

const ROUNDS = 4;
const GATEWAYS = 3;

export type StartFigures = { rounds: number; gatewaysPerRound: number; started: number; failed: number };

/**
 * GATEWAYS gateways started at the same moment on one empty database (created beforehand in even
 * rounds, missing in odd ones): all of them must come up and answer /readyz.
 */
export async function simultaneousStarts(cluster: PrivateCluster, verdict: Verdict): Promise<StartFigures> {
  let started = 0;
  let failed = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const database = `start_${round}`;
    if (round % 2 === 0) cluster.createDatabase(database);
    // Gateways behind one load balancer share their session secret.
    const env = { DATABASE_URL: cluster.url(database), SESSION_SECRET: 'faults-shared-session-secret-of-32-chars+' };
    const outcomes = await Promise.allSettled(Array.from({ length: GATEWAYS }, () => startGateway(env)));
    const up = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    for (const outcome of outcomes) if (outcome.status === 'rejected') console.error(String(outcome.reason));
    started += up.length;
    failed += GATEWAYS - up.length;
    await Promise.all(up.map((gateway: GatewayProcess) => gateway.stop()));
  }
  verdict.check(failed === 0, `${GATEWAYS} gateways started together on an empty database came up, ${ROUNDS} rounds (${started} up, ${failed} failed)`);
  return { rounds: ROUNDS, gatewaysPerRound: GATEWAYS, started, failed };
}
