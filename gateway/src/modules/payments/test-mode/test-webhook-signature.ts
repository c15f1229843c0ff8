import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the test-mode provider signs its events with, shaped like Stripe-Signature. */
export const TEST_SIGNATURE_HEADER = 'ledgerline-test-signature';

/** Events older than this are refused, as Stripe's default tolerance does. */
const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

export function signTestEvent(payload: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Whether `header` signs exactly `payload` with `secret`, recently. */
export function verifyTestSignature(payload: string, header: string | undefined, secret: string, now = new Date()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
