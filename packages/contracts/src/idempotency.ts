/**
 * The header every retried write carries (payments, and the offline outbox's document writes); the
 * server answers a repeated key with its first answer. Kept apart from the schemas: the shell's
 * outbox is on first paint, and a constant must not bring zod with it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
