import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatMoney } from '@ledgerline/contracts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { today } from '../document-core/request-today.ts';
import type { IInvoice } from '../invoices/invoice.entity.ts';
import { recordPaymentRow } from '../invoices/payment-row.ts';
import { ClientCredit } from './client-credit.entity.ts';
import { CreditNote } from './credit-note.entity.ts';

/**
 * An invoice being issued takes what it can of its client's credit in its currency, oldest first,
 * each use a payment of method client_credit naming the credit note. Runs under the invoice's lock;
 * the credits are locked after it (lock-order.ts, 6), so two invoices never spend the same credit.
 * Returns the amount used, for the caller to move the invoice's balance and status.
 */
export async function useClientCredit(tx: SqlEntityManager, actor: Actor, invoice: IInvoice): Promise<number> {
  if (invoice.balance <= 0) return 0;
  const credits = await tx.find(
    ClientCredit,
    { client: invoice.client.id, currency: invoice.currency, remaining: { $gt: 0 } },
    { orderBy: { createdAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  let used = 0;
  for (const credit of credits) {
    const amount = Math.min(credit.remaining, invoice.balance - used);
    if (amount <= 0) break;
    const creditNote = await tx.findOneOrFail(CreditNote, credit.creditNote.id, { fields: ['number'] });
    credit.remaining -= amount;
    recordPaymentRow(tx, invoice, { amount, date: today(), method: 'client_credit', reference: creditNote.number, clientCredit: credit.id });
    recordActivity(tx, actor, { kind: 'invoice', id: invoice.id }, 'payment_recorded', `Used ${formatMoney(amount, invoice.currency, 'en-US')} of the client's credit from credit note ${creditNote.number}`);
    used += amount;
  }
  return used;
}

/** A deleted payment made from a client's credit gives the credit back. */
export async function giveBackClientCredit(tx: SqlEntityManager, clientCreditId: string, amount: number): Promise<void> {
  const credit = await tx.findOneOrFail(ClientCredit, clientCreditId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  credit.remaining += amount;
}
