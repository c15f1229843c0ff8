import type { SqlEntityManager } from '@mikro-orm/sql';
import { recordReferredAccountPayment } from '../referrals/referral-rewards.ts';
import type { ChargeOutcome } from './subscription-charger.ts';

/**
 * Tells referrals about a paid subscription charge, in the transaction that records it: the first
 * payment of a referred account rewards both accounts once (referrals/referral-rewards.ts). A
 * provider that gives no card fingerprint cannot be checked for self-referral, so it is not reported.
 */
export async function reportPaymentToReferrals(tx: SqlEntityManager, accountId: string, outcome: ChargeOutcome, at: Date, payerEmail?: string): Promise<void> {
  if (!outcome.paid || !outcome.fingerprint) return;
  const domain = payerEmail?.split('@')[1]?.toLowerCase();
  await recordReferredAccountPayment(tx, { accountId, paymentFingerprint: outcome.fingerprint, at, ...(domain ? { emailDomain: domain } : {}) });
}
