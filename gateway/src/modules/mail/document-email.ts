import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  DOCUMENT_KIND_LABELS,
  fillPlaceholders,
  formatMoney,
  otherRecipients,
  tooManyOtherRecipients,
  type DocumentKind,
  type PlaceholderValues,
  type SendDocumentEmail,
} from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';
import { pdfFileName } from '@ledgerline/documents/pdf-file-name.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordActivity, type Actor } from '../document-core/activity.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { getSettings } from '../settings/settings.service.ts';
import { resolveTemplate } from '../templates/resolve-template.ts';
import type { DocumentFacts } from '../document-core/document-kind.ts';
import { clientRecipients, loadDocumentFacts } from './document-facts.ts';
import { queueMail } from './mail-outbox.ts';

function placeholderValues(facts: DocumentFacts, businessName: string, link: string | null): PlaceholderValues {
  return {
    '{client.name}': facts.client.name,
    '{document.number}': facts.number,
    '{document.total}': formatMoney(facts.total, facts.currency, 'en-US'),
    '{document.link}': link ?? '',
    '{business.name}': businessName,
  };
}

/** Where a draft's link will be: it has none yet (sending gives it one), so the dialog's message shows this instead. */
const pendingLink = (origin: string) => `${origin}/p/…`;

/** The document's public link, or for a draft the stand-in the send dialog shows. */
const linkToBe = (origin: string, facts: DocumentFacts) => publicDocumentUrl(origin, facts.kind, facts.publicToken) ?? pendingLink(origin);

/**
 * The message as sent: the stand-in the dialog showed for a draft's link becomes the link the send
 * just made, and a {document.link} typed by the user is filled too, so the client never gets a link to nowhere.
 */
const withRealLink = (message: string, origin: string, link: string | null) =>
  link === null ? message : message.replaceAll(pendingLink(origin), link).replaceAll('{document.link}', link);

export type EmailDraft = { recipients: { name: string; email: string }[]; subject: string; message: string };

/** What the send dialog opens with: the client's addresses, and the template's subject and message filled in. */
export async function draftDocumentEmail(em: SqlEntityManager, accountId: string, kind: DocumentKind, id: string, origin: string): Promise<EmailDraft> {
  const facts = await loadDocumentFacts(em, kind, id);
  const { businessName } = await getSettings(em, accountId);
  const values = placeholderValues(facts, businessName, linkToBe(origin, facts));
  const { settings: template } = await resolveTemplate(em, accountId, kind, facts.templateId);
  const words = template.emails[kind];
  return { recipients: clientRecipients(facts.client), subject: fillPlaceholders(words.subject, values), message: fillPlaceholders(words.body, values) };
}

function refuseStrangers(facts: DocumentFacts, to: string[]): void {
  const known = new Set(clientRecipients(facts.client).map(({ email }) => email.toLowerCase()));
  const strangers = to.filter((email) => !known.has(email.toLowerCase()));
  if (strangers.length > 0) {
    throw new HttpError(422, 'unknown_recipient', `${strangers.join(', ')} is not an address of this client. Add it to the client's contacts, or send it as a copy (Cc).`, {
      fields: { to: ['Choose the client\'s own addresses.'] },
    });
  }
}

/** The client's own addresses, and at most MAX_OTHER_RECIPIENTS others, To and Cc together. */
function refuseTooManyOthers(facts: DocumentFacts, input: SendDocumentEmail): void {
  const refusal = tooManyOtherRecipients(otherRecipients(clientRecipients(facts.client).map(({ email }) => email), input));
  if (refusal) throw new HttpError(422, 'too_many_recipients', refusal, { fields: { cc: [refusal] } });
}

/**
 * The HTML and text parts of an email about the document: the template's colour, the user's message,
 * the button to its page, and the mark of the account's plan (billing/plan-rules.ts), or null.
 */
async function renderEmailParts(em: SqlEntityManager, accountId: string, facts: DocumentFacts, message: string, link: string | null, watermark: string | null) {
  const { businessName } = await getSettings(em, accountId);
  const { settings: template } = await resolveTemplate(em, accountId, facts.kind, facts.templateId);
  const noun = DOCUMENT_KIND_LABELS[facts.kind].toLowerCase();
  return renderDocumentEmail({ businessName, accentColor: template.accentColor, message, linkLabel: `View ${noun} ${facts.number}`, link, watermark });
}

/**
 * The email the send dialog would send, rendered exactly as queueDocumentEmail renders it, and sent
 * to no one: what the client will read, and the name of the PDF it would carry.
 */
export async function previewDocumentEmail(
  em: SqlEntityManager,
  accountId: string,
  subject: { kind: DocumentKind; id: string },
  message: string,
  options: { origin: string; watermark: string | null },
): Promise<{ html: string; text: string; attachmentName: string }> {
  const facts = await loadDocumentFacts(em, subject.kind, subject.id);
  const parts = await renderEmailParts(em, accountId, facts, message, linkToBe(options.origin, facts), options.watermark);
  return { ...parts, attachmentName: pdfFileName(subject.kind, facts.number) };
}

/**
 * An email about a document as the outbox takes it: who sends it (null: the app itself), to whom,
 * what it says, and the mark of the account's plan.
 */
export type OutgoingDocumentEmail = {
  sentBy: string | null;
  input: SendDocumentEmail;
  origin: string;
  from: string;
  watermark: string | null;
  /** The payment whose receipt is the PDF attached (an invoice's receipt email). */
  receiptPaymentId?: string;
};

/**
 * Writes the message to the outbox inside the caller's transaction, rendered from the account's
 * template for the document's kind, with the button to the document's public link. Returns the
 * message's id for the worker.
 */
export async function outboxDocumentEmail(tx: SqlEntityManager, accountId: string, facts: DocumentFacts, email: OutgoingDocumentEmail): Promise<string> {
  const link = publicDocumentUrl(email.origin, facts.kind, facts.publicToken);
  const { html, text } = await renderEmailParts(tx, accountId, facts, withRealLink(email.input.message, email.origin, link), link, email.watermark);
  return queueMail(tx, {
    accountId,
    about: { kind: facts.kind, id: facts.id },
    sentBy: email.sentBy,
    from: email.from,
    to: email.input.to,
    cc: email.input.cc,
    subject: email.input.subject,
    html,
    text,
    attachPdf: email.input.attachPdf,
    ...(email.receiptPaymentId ? { receiptPaymentId: email.receiptPaymentId } : {}),
    origin: email.origin,
  });
}

/**
 * Puts the email in the outbox, inside the caller's transaction (the one that marks the document
 * sent), so the message exists exactly when the status change does. The document must already have
 * its public link. Returns the message's id for the worker.
 */
export async function queueDocumentEmail(
  tx: SqlEntityManager,
  actor: Actor & { userId: string },
  subject: { kind: DocumentKind; id: string },
  input: SendDocumentEmail,
  options: { origin: string; from: string; watermark: string | null },
): Promise<string> {
  const facts = await loadDocumentFacts(tx, subject.kind, subject.id);
  refuseStrangers(facts, input.to);
  refuseTooManyOthers(facts, input);
  const messageId = await outboxDocumentEmail(tx, actor.accountId, facts, { sentBy: actor.userId, input, ...options });
  const noun = DOCUMENT_KIND_LABELS[subject.kind].toLowerCase();
  const copies = input.cc.length > 0 ? ` (cc ${input.cc.join(', ')})` : '';
  recordActivity(tx, actor, subject, 'emailed', `Emailed ${noun} ${facts.number} to ${input.to.join(', ')}${copies}`);
  return messageId;
}
