import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/**
 * Why money a client paid online goes back: it came in after the balance was settled (two tabs, a
 * retry, two payers), or after the invoice could no longer take payments (voided meanwhile), or a
 * credit note took back what it had paid for.
 */
export const INVOICE_REFUND_REASONS = ['overpaid', 'not_payable', 'credit_note'] as const;

/**
 * `pending`: decided and committed, not yet asked of the provider; `refunding`: asked, answer not yet
 * recorded (a crash there is retried under the same idempotency key); `succeeded` or `failed` at the end.
 */
export const INVOICE_REFUND_STATUSES = ['pending', 'refunding', 'succeeded', 'failed'] as const;

/** Money the provider collected for an invoice beyond what was owed, returned through the provider. */
export const InvoiceRefund = defineEntity({
  name: 'InvoiceRefund',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  // The refunds still to ask the provider for: what settleInvoiceRefunds looks through on every run.
  indexes: [
    {
      name: 'invoice_refund_unsettled_index',
      expression: `create index "invoice_refund_unsettled_index" on "invoice_refund" ("created_at") where "status" in ('pending', 'refunding')`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref().index(),
    invoice: () => p.manyToOne(Invoice).ref().index(),
    /** The provider's payment the money is returned from. */
    providerPaymentId: p.string().length(255).index(),
    amount: p.type(MinorUnitsType).columnType('bigint'),
    currency: p.string().length(3),
    reason: p.enum(INVOICE_REFUND_REASONS),
    status: p.enum(INVOICE_REFUND_STATUSES).default('pending'),
    providerRefundId: p.string().length(255).nullable(),
    /** When the provider was last asked: a `refunding` row older than a while is asked again. */
    attemptedAt: p.datetime().nullable(),
    failure: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    settledAt: p.datetime().nullable(),
  },
});
export type IInvoiceRefund = InferEntity<typeof InvoiceRefund>;
