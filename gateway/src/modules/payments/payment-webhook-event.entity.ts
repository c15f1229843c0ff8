import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_MODES, type PaymentEvent } from './payment-gateway.ts';

/**
 * A provider's event as received, before and after it is acted on. Not an account's row: the
 * provider sends events for every account, and each handler finds its account through the event's
 * metadata. The provider's event id is unique, so a replayed event is stored once and acted on once;
 * `seq` is the order of arrival the processor follows.
 */
export const PaymentWebhookEvent = defineEntity({
  name: 'PaymentWebhookEvent',
  properties: {
    seq: p.integer().primary().autoincrement(),
    mode: p.enum(PROVIDER_MODES),
    providerEventId: p.string().length(255).unique(),
    type: p.string().length(60),
    event: p.json<PaymentEvent>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
    /** Why a handler could not act on it (shown to nobody but the log and the admin). */
    error: p.string().length(500).nullable(),
  },
});
export type IPaymentWebhookEvent = InferEntity<typeof PaymentWebhookEvent>;
