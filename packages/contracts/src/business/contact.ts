import { z } from 'zod';
import { emailSchema } from '../auth.ts';

/**
 * The contact form's trap for bots: a field people never see (hidden from screen readers too) that
 * form-filling scripts fill in. A message that arrives with it filled is answered as a success and
 * dropped.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

const requiredText = (max: number, empty: string, tooLong: string) => z.string().trim().min(1, empty).max(max, tooLong);

/** POST /api/contact: what a visitor (or a signed-in user) writes to the business behind the app. */
export const contactMessageBodySchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, 'Enter your name.', `Name must be at most ${CONTACT_LIMITS.name} characters.`),
  email: emailSchema,
  subject: requiredText(CONTACT_LIMITS.subject, 'Enter a subject.', `Subject must be at most ${CONTACT_LIMITS.subject} characters.`),
  message: z
    .string()
    .trim()
    .min(10, 'Write a message of at least 10 characters.')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** The answer to POST /api/contact, the same whether the message was kept or caught by the honeypot. */
export const contactReceiptSchema = z.object({ received: z.literal(true) });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** One message as the admin area lists it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The signed-in user who sent it, or null for a visitor. */
  userId: z.string().nullable(),
  /** Sent by an account whose plan includes priority support: answered first. */
  priority: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
