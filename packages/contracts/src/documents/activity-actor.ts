/* Who an activity entry is by; without zod, so a first screen can name actors without the schemas. */

/** Entries the app writes on its own, with no one acting (payment reminders and their late fees, refunds of overpayments, receipts of online payments). */
export const AUTOMATIC_ACTIVITY_TYPES: readonly string[] = ['reminder_sent', 'late_fee_added', 'payment_refunded', 'receipt_sent'];

/** Who an entry is by, as the audit trail names it: the user, the app itself, or the client through the public link. */
export function activityActorLabel(event: { actor: string | null; type: string }): string {
  if (event.actor !== null) return event.actor;
  return AUTOMATIC_ACTIVITY_TYPES.includes(event.type) ? 'Automatic' : 'Client';
}
