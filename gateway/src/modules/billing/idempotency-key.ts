import { HttpError } from '../../http/http-error.ts';

const KEY = /^[\x21-\x7e]{8,255}$/;

/**
 * The Idempotency-Key header of a request that moves money (IETF draft-ietf-httpapi-idempotency-key-header):
 * required, 8 to 255 visible characters; the browser sends a fresh UUID per attempt.
 */
export function requireIdempotencyKey(ctx: { get(header: string): string }): string {
  const key = ctx.get('Idempotency-Key');
  if (!KEY.test(key)) {
    throw new HttpError(400, 'idempotency_key_missing', 'Send an Idempotency-Key header (8 to 255 characters, a new UUID per attempt) with this request.');
  }
  return key;
}
