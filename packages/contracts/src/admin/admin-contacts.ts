import { z } from 'zod';
import { contactMessageSchema } from '../business/contact.ts';
import { oneLine, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';

export const CONTACT_STATES = ['new', 'handled'] as const;
export const contactStateSchema = z.enum(CONTACT_STATES, 'Choose new or handled.');
export type ContactState = z.infer<typeof contactStateSchema>;

/** GET /api/admin/contacts: `q` searches name, email, subject and message; `state` filters. */
export const adminContactsQuerySchema = pageQuerySchema.extend({
  q: plainText(100).optional(),
  state: contactStateSchema.optional(),
});
export type AdminContactsQuery = z.input<typeof adminContactsQuerySchema>;

const person = z.object({ id: z.string().nullable(), username: z.string() });

export const contactReplySchema = z.object({ subject: z.string(), sentBy: person, sentAt: z.string() });

/** A contact message as the admin inbox shows it: the message, its state and who handled it when. */
export const adminContactMessageSchema = contactMessageSchema.extend({
  state: contactStateSchema,
  handledBy: person.nullable(),
  handledAt: z.string().nullable(),
  note: z.string(),
  replies: z.array(contactReplySchema),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactListSchema = pageOf(adminContactMessageSchema).extend({ waiting: z.number().int() });
export type AdminContactList = z.infer<typeof adminContactListSchema>;

/** POST /api/admin/contacts/:id/handled. */
export const markContactHandledSchema = z.strictObject({ note: plainText(2000).default('') });
export type MarkContactHandled = z.input<typeof markContactHandledSchema>;

/** POST /api/admin/contacts/:id/reply: an email to the message's sender, through the outbox. */
export const contactReplyBodySchema = z.strictObject({
  subject: oneLine(requiredText(200, 'Subject'), 'Subject'),
  message: requiredText(5000, 'Message'),
});
export type ContactReplyBody = z.infer<typeof contactReplyBodySchema>;
