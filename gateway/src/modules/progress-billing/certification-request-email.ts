import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatDate, formatMoney } from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';
import type { IClient } from '../clients/client.entity.ts';
import { clientRecipients } from '../mail/document-facts.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';

const ACCENT = '#1677ff';

/** Where the email goes from and what its link starts with: the configured sender and public address. */
export type CertificationMail = { from: string; origin: string };

/**
 * Asks the client to certify a pay application, linking to the page where they do: queued in the
 * transaction that submits it. Returns the message's id and who it went to; null when the client has
 * no email address (the owner shares the link instead).
 */
export function queueCertificationRequest(
  tx: SqlEntityManager,
  mail: CertificationMail,
  request: { accountId: string; estimateId: string; settings: IAccountSettings; client: IClient; job: string; sequence: number; periodTo: string; paymentDue: number; currency: string; link: string },
): { messageId: string; to: string[] } | null {
  const to = clientRecipients(request.client).map(({ email }) => email);
  if (to.length === 0) return null;
  const business = request.settings.businessName;
  const message = [
    `Hello ${request.client.name},`,
    `${business} asks you to certify pay application ${request.sequence} for ${request.job}, for work through ${formatDate(request.periodTo, 'en-US')}: ${formatMoney(request.paymentDue, request.currency, 'en-US')} is due on it.`,
    'Open it to check each line. You may certify less than asked on any line; what you leave out is billed on a later application.',
  ].join('\n\n');
  const { html, text } = renderDocumentEmail({ businessName: business, accentColor: ACCENT, message, linkLabel: 'Review and certify', link: request.link });
  const messageId = queueMail(tx, {
    accountId: request.accountId,
    about: { kind: 'estimate', id: request.estimateId },
    sentBy: null,
    from: mail.from,
    to,
    subject: `Pay application ${request.sequence} for ${request.job}: please certify`,
    html,
    text,
    origin: mail.origin,
  });
  return { messageId, to };
}
