import { z } from 'zod';
import { idSchema } from '../text.ts';

/** One entry of a document's audit trail; `actor` is null for what the client did through the public link. */
export const activityEventSchema = z.object({
  id: idSchema,
  type: z.string(),
  summary: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** Entries the app writes on its own, with no one acting (payment reminders and their late fees). */
export const AUTOMATIC_ACTIVITY_TYPES: readonly string[] = ['reminder_sent', 'late_fee_added'];

/** Who an entry is by, as the audit trail names it: the user, the app itself, or the client through the public link. */
export function activityActorLabel(event: Pick<ActivityEvent, 'actor' | 'type'>): string {
  if (event.actor !== null) return event.actor;
  return AUTOMATIC_ACTIVITY_TYPES.includes(event.type) ? 'Automatic' : 'Client';
}
