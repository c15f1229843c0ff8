import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import type { Orm } from '../../db/orm.ts';
import { transactional } from '../../db/transactional.ts';
import { InvoiceRefund, type IInvoiceRefund } from './invoice-refund.entity.ts';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.ts';

/** A refund asked of the provider this long ago with no answer recorded (a crash) is asked again, under the same key. */
const STALE_ATTEMPT_MS = 10 * 60 * 1000;
const FAILURE_LENGTH = 500;

export type RefundDeps = { orm: Orm; gateway: () => PaymentGateway; logger: Logger; now?: () => Date };

/** Decides a refund inside the transaction that found the money owed back; the provider is asked after commit. */
export function queueInvoiceRefund(tx: SqlEntityManager, refund: Pick<IInvoiceRefund, 'amount' | 'currency' | 'reason' | 'providerPaymentId'> & { accountId: string; invoiceId: string }): void {
  const { accountId, invoiceId, ...rest } = refund;
  tx.create(InvoiceRefund, { ...rest, account: accountId, invoice: invoiceId, status: 'pending' });
}

/**
 * Marks one unsettled refund as being asked (so a twin run skips it) and returns it; null when none
 * is left. A refund this run already asked (and the provider refused) waits for the next run.
 */
function claimNext(deps: RefundDeps, runStart: Date, now: Date) {
  return transactional(deps.orm.em.fork() as SqlEntityManager, async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `select "id" from "invoice_refund" where ("status" = 'pending' and ("attempted_at" is null or "attempted_at" < ?)) or ("status" = 'refunding' and "attempted_at" < ?) order by "created_at" limit 1 for update skip locked`,
      [runStart, new Date(now.getTime() - STALE_ATTEMPT_MS)],
    );
    const id = rows[0]?.id;
    if (!id) return null;
    const refund = await tx.findOneOrFail(InvoiceRefund, id, ACROSS_ACCOUNTS);
    refund.status = 'refunding';
    refund.attemptedAt = now;
    return { id, providerPaymentId: refund.providerPaymentId, amount: refund.amount };
  });
}

async function record(deps: RefundDeps, id: string, change: Partial<IInvoiceRefund>): Promise<void> {
  await deps.orm.em.fork().nativeUpdate(InvoiceRefund, { id }, change, ACROSS_ACCOUNTS);
}

/**
 * Asks the provider for every refund decided and not yet settled, one at a time and outside any
 * transaction (the provider's call may deliver events back to this gateway). The idempotency key is
 * the refund's own id, so a refund asked twice (a crash between the call and its record) moves money once.
 * A provider that cannot be reached leaves the refund pending for the next run.
 */
export async function settleInvoiceRefunds(deps: RefundDeps): Promise<void> {
  const now = () => deps.now?.() ?? new Date();
  const runStart = now();
  for (let next = await claimNext(deps, runStart, now()); next; next = await claimNext(deps, runStart, now())) {
    try {
      const answer = await deps.gateway().refund({ paymentId: next.providerPaymentId, amount: next.amount, idempotencyKey: `invoice-refund:${next.id}` });
      const settled = answer.status === 'pending' ? {} : { settledAt: now() };
      await record(deps, next.id, { status: answer.status === 'pending' ? 'refunding' : answer.status, providerRefundId: answer.id, ...settled });
    } catch (error) {
      deps.logger.warn({ err: error, refundId: next.id }, 'refund not taken by the payment provider; it is asked again later');
      await record(deps, next.id, { status: 'pending', failure: error instanceof Error ? error.message.slice(0, FAILURE_LENGTH) : 'The provider refused.' });
    }
  }
}

/** The provider's word that a refund went through: one it answered "pending" at first is settled. */
export async function recordRefundSucceeded(tx: SqlEntityManager, event: PaymentEvent): Promise<void> {
  if (!event.refundId) return;
  await tx.nativeUpdate(InvoiceRefund, { providerRefundId: event.refundId, status: 'refunding' }, { status: 'succeeded', settledAt: event.created }, ACROSS_ACCOUNTS);
}
