import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, formatDate } from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';
import { ACROSS_ACCOUNTS } from '../../db/account-scope.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { User } from '../users/user.entity.ts';
import type { ISubscription } from './subscription.entity.ts';

const PRODUCT_NAME = 'Ledgerline';
const ACCENT = '#1677ff';

export const RENEWAL_FAILED_SUBJECT = 'Your Ledgerline payment failed';

/**
 * Tells the account's owner (its first user) that the renewal was not paid, until when the plan is
 * kept, and where to put a working card. Called in the transaction that marks the subscription past
 * due, which happens once per failed period, so the email goes once. Returns the message's id.
 */
export async function queueRenewalFailedEmail(tx: SqlEntityManager, subscription: ISubscription, options: { accountId: string; from: string; appUrl: string; now: Date }): Promise<string | null> {
  const owner = await tx.findOne(User, { account: options.accountId }, { ...ACROSS_ACCOUNTS, orderBy: { createdAt: 'asc' } });
  if (!owner || !subscription.graceEndsAt) return null;
  const plan = subscription.plan.getEntity().name;
  const graceEnds = formatDate(subscription.graceEndsAt.toISOString(), 'en-US');
  const message = [
    `Hello ${owner.username},`,
    `We could not charge your card for the next period of your ${PRODUCT_NAME} ${plan} plan.`,
    `You keep the ${plan} plan until ${graceEnds}. Add a working card or make another one the default under Payment methods before then; otherwise your account goes back to the Free plan on that day, and nothing you made is lost.`,
  ].join('\n\n');
  const { html, text } = renderDocumentEmail({ businessName: PRODUCT_NAME, accentColor: ACCENT, message, linkLabel: 'Open Payment methods', link: `${options.appUrl}${appPaths.paymentMethods()}` });
  return queueMail(tx, {
    accountId: options.accountId,
    about: null,
    sentBy: null,
    from: options.from,
    to: [owner.email],
    subject: RENEWAL_FAILED_SUBJECT,
    html,
    text,
    origin: options.appUrl,
    sendAfter: options.now,
  });
}
