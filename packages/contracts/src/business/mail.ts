import { z } from 'zod';
import { DOCUMENT_KINDS } from '../documents/kinds.ts';
import { idSchema, oneLine, pageOf, pageQuerySchema, plainText, requiredText } from '../text.ts';

const EMAIL = 'Enter a valid email address.';
const emailAddress = plainText(254).pipe(z.email(EMAIL));
const MAX_RECIPIENTS = 10;

/**
 * The optional body of POST /api/{invoices,estimates,change-orders}/:id/send. Without a body the
 * document is only marked sent (the user shares the link); with one, the email goes out too.
 * `to` must be addresses of the document's client (its email or a contact's); cc may hold others,
 * at most MAX_OTHER_RECIPIENTS of them (mail-recipients.ts).
 */
export const sendDocumentEmailSchema = z.strictObject({
  to: z.array(emailAddress).min(1, 'Choose at least one recipient.').max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients.`),
  cc: z.array(emailAddress).max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} copies.`).default([]),
  subject: oneLine(requiredText(200, 'Subject'), 'Subject'),
  message: requiredText(5000, 'Message'),
  attachPdf: z.boolean().default(true),
});
export type SendDocumentEmail = z.infer<typeof sendDocumentEmailSchema>;
export type SendDocumentEmailDraft = z.input<typeof sendDocumentEmailSchema>;

/**
 * queued: waiting for its (next) attempt; sending: claimed by a gateway; delivered: a mail server
 * accepted it; kept: no mail server is configured, so it stays in the local mailbox and reached no
 * one; failed: refused for good or out of attempts, `error` says why.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'delivered', 'kept', 'failed'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailSummarySchema = z.object({
  id: idSchema,
  /** Null for an email about the account itself, such as a password reset link. */
  documentKind: z.enum(DOCUMENT_KINDS).nullable(),
  documentId: idSchema.nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  /** The SMTP server's last answer (or the local mailbox's note) when delivered; why it failed otherwise. */
  lastResponse: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailAttachmentSchema = z.object({ id: idSchema, filename: z.string(), contentType: z.string(), size: z.number().int() });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One message as sent: its headers, both parts and its attachments (downloaded by their own route). */
export const mailMessageSchema = mailSummarySchema.extend({
  from: z.string(),
  messageId: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whether the user asked for the document's PDF; `attachments` lists what was attached once delivered. */
  attachPdf: z.boolean(),
  attachments: z.array(mailAttachmentSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailListQuerySchema = pageQuerySchema.extend({});
export const mailListSchema = pageOf(mailSummarySchema);
export type MailList = z.infer<typeof mailListSchema>;

/**
 * GET /api/{invoices,estimates,change-orders}/:id/email: what the send dialog starts from (the
 * client's addresses, the template's subject and message filled in) and the newest email about the
 * document (a failed one shows with its reason and a retry).
 */
export const documentEmailDraftSchema = z.object({
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  subject: z.string(),
  message: z.string(),
  /** False while this server cannot render the document's PDF; the email then carries the link only. */
  canAttachPdf: z.boolean(),
  latest: mailSummarySchema.nullable(),
});
export type DocumentEmailDraft = z.infer<typeof documentEmailDraftSchema>;

/**
 * POST /api/{invoices,estimates,change-orders}/:id/email-preview: the message the send dialog holds,
 * rendered as the mail module renders what it sends, and sent to no one.
 */
export const documentEmailPreviewRequestSchema = sendDocumentEmailSchema.pick({ message: true });
export type DocumentEmailPreviewRequest = z.infer<typeof documentEmailPreviewRequestSchema>;

export const documentEmailPreviewSchema = z.object({
  /** The sender the message goes out from (MAIL_FROM). */
  from: z.string(),
  html: z.string(),
  text: z.string(),
  /** The name of the PDF the message carries when "Attach PDF" is on. */
  attachmentName: z.string(),
});
export type DocumentEmailPreview = z.infer<typeof documentEmailPreviewSchema>;
