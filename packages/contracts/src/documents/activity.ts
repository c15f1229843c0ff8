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

export { activityActorLabel, AUTOMATIC_ACTIVITY_TYPES } from './activity-actor.ts';
