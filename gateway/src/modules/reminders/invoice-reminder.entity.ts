import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SCOPE } from '../../db/account-scope.ts';
import { MinorUnitsType } from '../../db/minor-units.type.ts';
import { Account } from '../accounts/account.entity.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { MailMessage } from '../mail/mail-message.entity.ts';

/**
 * A payment reminder sent for an invoice. The unique key (invoice, place of the reminder) is what
 * makes each reminder go out once: the run that inserts the row sends the email and charges the fee in
 * the same transaction; a second gateway or a rerun inserts nothing and sends nothing.
 */
export const InvoiceReminder = defineEntity({
  name: 'InvoiceReminder',
  filters: { [ACCOUNT_SCOPE.name]: ACCOUNT_SCOPE },
  uniques: [
    { name: 'invoice_reminder_once_unique', properties: ['invoice', 'reminderIndex'] },
    // Also how a late fee's invoice is known as one: it gets reminders, but no fee of its own.
    { name: 'invoice_reminder_late_fee_invoice_unique', properties: ['lateFeeInvoice'] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).ref(),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule('cascade'),
    reminderIndex: p.smallint(),
    /** The invoice's due date when the reminder went out (it may move later). */
    dueDate: p.date(),
    /** The late fee charged with it, in minor units of the invoice's currency; null when none. */
    lateFee: p.type(MinorUnitsType).columnType('bigint').nullable(),
    /** The invoice the late fee was charged on; null when none (and for fees added as a line before fees had invoices). */
    lateFeeInvoice: () => p.manyToOne(Invoice).ref().nullable(),
    message: () => p.manyToOne(MailMessage).ref().nullable().deleteRule('set null'),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IInvoiceReminder = InferEntity<typeof InvoiceReminder>;
