import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import type { PaymentEvent, PaymentEventType, PaymentGateway } from './payment-gateway.ts';
import { PaymentWebhookEvent } from './payment-webhook-event.entity.ts';

/**
 * Acts on one event inside the transaction that marks it processed, so it is acted on exactly
 * once. Handlers tell their own events apart by `event.metadata.purpose` ('invoice' | 'subscription').
 */
export type PaymentEventHandler = (tx: SqlEntityManager, event: PaymentEvent) => Promise<void>;

export type WebhookInbox = {
  /** Registers a handler for one type of event (called at start-up by the modules that act on payments). */
  on(type: PaymentEventType, handler: PaymentEventHandler): void;
  /**
   * Verifies, stores (once per provider event id) and processes what has arrived, in order of
   * arrival. A replayed event is stored no second time and changes nothing. Throws
   * WebhookSignatureError before anything is stored when the signature does not verify.
   */
  receive(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void>;
  /** Processes every stored event not yet processed (also called after each receive), then runs the after-drain work. */
  drain(): Promise<void>;
  /**
   * Work to run after each drain, outside the events' transactions: the provider calls that handlers
   * decided on (refunds), which must not run before that decision is committed. Its failure is logged.
   */
  afterDrain(work: () => Promise<void>): void;
};

const ERROR_LENGTH = 500;

export function createWebhookInbox(deps: { orm: Orm; logger: Logger; gateway: () => PaymentGateway }): WebhookInbox {
  const handlers = new Map<PaymentEventType, PaymentEventHandler[]>();

  /** Takes the oldest unprocessed event, locked, acts on it and marks it; false when none is left. */
  const processNext = () =>
    transactional(deps.orm.em.fork(), async (tx) => {
      const rows = await tx.execute<{ seq: number }[]>(
        `select "seq" from "payment_webhook_event" where "processed_at" is null order by "seq" limit 1 for update skip locked`,
      );
      const seq = rows[0]?.seq;
      if (seq === undefined) return false;
      const row = await tx.findOneOrFail(PaymentWebhookEvent, seq);
      const event: PaymentEvent = { ...row.event, created: new Date(row.event.created) };
      let error: string | null = null;
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          // A savepoint: what a failing handler wrote is undone, the marking below is kept.
          await tx.transactional((inner) => handler(inner, event));
        } catch (cause) {
          // One event a handler cannot act on (its invoice was voided meanwhile) must not hold up the
          // ones after it: it is marked with why, and the log says so.
          error = cause instanceof Error ? cause.message.slice(0, ERROR_LENGTH) : 'The handler failed.';
          deps.logger.warn({ eventId: row.providerEventId, type: row.type, err: cause }, 'payment event not acted on');
        }
      }
      row.processedAt = new Date();
      row.error = error;
      return true;
    });

  const afterDrain: (() => Promise<void>)[] = [];
  const drain = async () => {
    while (await processNext());
    for (const work of afterDrain) {
      await work().catch((error: unknown) => deps.logger.warn({ err: error }, 'work after payment events failed; it runs again after the next event'));
    }
  };

  return {
    on(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },
    async receive(rawBody, headers) {
      const gateway = deps.gateway();
      const event = gateway.parseWebhookEvent(rawBody, headers);
      await deps.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into "payment_webhook_event" ("mode", "provider_event_id", "type", "event", "received_at") values (?, ?, ?, ?, ?) on conflict ("provider_event_id") do nothing`,
          [gateway.mode, event.id, event.type, JSON.stringify(event), new Date()],
        );
      await drain();
    },
    drain,
    afterDrain(work) {
      afterDrain.push(work);
    },
  };
}
