import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, formatDate } from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import { MailMessage } from '../mail/mail-message.entity.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { User } from '../users/user.entity.ts';
import type { ISubscription } from './subscription.entity.ts';

const PRODUCT_NAME = 'Ledgerline';
const ACCENT = '#1677ff';

export const RENEWAL_FAILED_SUBJECT = 'Your Ledgerline payment failed';

/**
 * The app's address for the link: where the plan was bought, else where the account's latest email
 * was sent from (a plan an admin gave was never bought here). Null when neither is known: the email
 * then names the page without a link.
 */
async function linkOriginOf(tx: SqlEntityManager, subscription: ISubscription, accountId: string): Promise<string | null> {
  if (subscription.linkOrigin) return subscription.linkOrigin;
  const latest = await tx.findOne(MailMessage, { account: accountId }, { ...ACROSS_ACCOUNTS, fields: ['origin'], orderBy: { createdAt: 'desc' } });
  return latest?.origin ?? null;
}

/**
 * Tells the account's owner (its first user) that the renewal was not paid, until when the plan is
 * kept, and where to put a working card. Called in the transaction that marks the subscription past
 * due, which happens once per failed period, so the email goes once. Returns the message's id.
 */
export async function queueRenewalFailedEmail(tx: SqlEntityManager, subscription: ISubscription, options: { accountId: string; from: string; now: Date }): Promise<string | null> {
  const owner = await tx.findOne(User, { account: options.accountId }, { ...ACROSS_ACCOUNTS, orderBy: { createdAt: 'asc' } });
  if (!owner || !subscription.graceEndsAt) return null;
  const origin = await linkOriginOf(tx, subscription, options.accountId);
  const plan = subscription.plan.getEntity().name;
  const graceEnds = formatDate(subscription.graceEndsAt.toISOString(), 'en-US');
  const message = [
    `Hello ${owner.username},`,
    `We could not charge your card for the next period of your ${PRODUCT_NAME} ${plan} plan.`,
    `You keep the ${plan} plan until ${graceEnds}. Add a working card or make another one the default under Payment methods before then; otherwise your account goes back to the Free plan on that day, and nothing you made is lost.`,
  ].join('\n\n');
  const { html, text } = renderDocumentEmail({ businessName: PRODUCT_NAME, accentColor: ACCENT, message, linkLabel: 'Open Payment methods', link: origin ? `${origin}${appPaths.paymentMethods()}` : null });
  return queueMail(tx, {
    accountId: options.accountId,
    about: null,
    sentBy: null,
    from: options.from,
    to: [owner.email],
    subject: RENEWAL_FAILED_SUBJECT,
    html,
    text,
    origin: origin ?? '',
    sendAfter: options.now,
  });
}
