import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../src/db/orm.ts';
import { addClient, buyBusinessPlan, invoiceBody, signUp, type ApiUser } from './support/api-client.ts';
import { startGateway, type GatewayProcess } from './support/gateway-process.ts';
import type { Verdict } from './support/verdict.ts';

const ROUNDS = 5;
const WRITERS = 6;

export type KillFigures = {
  database: string;
  kills: number;
  acknowledged: number;
  present: number;
  lost: number;
  /** Written and committed, but the gateway died before it could answer: present, never acknowledged. */
  unacknowledgedCommitted: number;
  /** Invoices without both their lines, or whose total is not the sum of their lines. */
  partial: number;
  /** Lines, payments or activity whose invoice is gone. */
  orphans: number;
  /** The kept invoice count minus the real one. */
  countDrift: number;
};

type Written = Map<string, string>;

/** Writers create invoices as fast as they are answered until the gateway dies under them. */
async function writeUntilKilled(api: ApiUser, clientId: string, round: number, written: Written, gateway: GatewayProcess): Promise<void> {
  let dead = false;
  const writer = async (index: number) => {
    for (let seq = 0; !dead; seq += 1) {
      const marker = `fault-${round}-${index}-${seq}`;
      const answer = await api.call('POST', '/api/invoices', invoiceBody(clientId, marker));
      if (answer.status === 201) written.set(marker, (answer.body as { id: string }).id);
      if (answer.status === 0) return;
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  // Killed at a random moment, with writes in flight.
  await sleep(1500 + Math.random() * 2500);
  await gateway.kill9();
  dead = true;
  await Promise.all(writers);
}

/**
 * kill -9 of the gateway while it writes, ROUNDS times, then a count of what survived: every
 * acknowledged invoice must be there, whole, and the kept count must match.
 */
export async function killDuringWrites(
  database: string,
  env: Record<string, string>,
  openForCheck: () => Promise<Database>,
  verdict: Verdict,
): Promise<KillFigures> {
  let gateway = await startGateway(env);
  const owner = await signUp(gateway.origin);
  await buyBusinessPlan(owner);
  const clientId = await addClient(owner);
  const written: Written = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    await writeUntilKilled(owner.on(gateway.origin), clientId, round, written, gateway);
    gateway = await startGateway(env);
  }
  const api = owner.on(gateway.origin);
  let present = 0;
  for (const id of written.values()) if ((await api.call('GET', `/api/invoices/${id}`)).status === 200) present += 1;
  await gateway.stop();

  const db = await openForCheck();
  try {
    const em = db.orm.em.fork();
    const stored = await em.execute<{ notes: string; account_id: string }[]>(`select "notes", "account_id" from "invoice" where "notes" like 'fault-%'`);
    const [partial] = await em.execute<{ count: number }[]>(
      `select count(*)::int as "count" from "invoice" i where i."notes" like 'fault-%' and (
        (select count(*) from "invoice_line" l where l."invoice_id" = i."id") <> 2
        or i."total" <> (select coalesce(sum(l."total"), 0) from "invoice_line" l where l."invoice_id" = i."id"))`,
    );
    const [orphans] = await em.execute<{ count: number }[]>(
      `select (select count(*) from "invoice_line" x where not exists (select 1 from "invoice" i where i."id" = x."invoice_id"))
        + (select count(*) from "payment" x where not exists (select 1 from "invoice" i where i."id" = x."invoice_id"))
        + (select count(*) from "activity_event" x where x."subject_kind" = 'invoice' and not exists (select 1 from "invoice" i where i."id" = x."subject_id"))
        as "count"`,
    );
    const accountId = stored[0]?.account_id;
    const [drift] = await em.execute<{ drift: number }[]>(
      `select (select "live_count" from "document_counter" where "account_id" = ? and "kind" = 'invoice')
        - (select count(*) from "invoice" where "account_id" = ?) as "drift"`,
      [accountId, accountId],
    );
    const figures: KillFigures = {
      database,
      kills: ROUNDS,
      acknowledged: written.size,
      present,
      lost: written.size - present,
      unacknowledgedCommitted: stored.filter((row) => !written.has(row.notes)).length,
      partial: partial?.count ?? 0,
      orphans: Number(orphans?.count ?? 0),
      countDrift: Number(drift?.drift ?? 0),
    };
    verdict.check(figures.acknowledged > 0, `${database}: writes were acknowledged between the kills (${figures.acknowledged})`);
    verdict.check(figures.lost === 0, `${database}: every acknowledged invoice survived ${ROUNDS} kills (lost ${figures.lost})`);
    verdict.check(figures.partial === 0, `${database}: no invoice is missing a line or has a total unlike its lines (${figures.partial})`);
    verdict.check(figures.orphans === 0, `${database}: no line, payment or activity outlived its invoice (${figures.orphans})`);
    verdict.check(figures.countDrift === 0, `${database}: the kept invoice count matches the invoices (drift ${figures.countDrift})`);
    return figures;
  } finally {
    await db.close();
  }
}
