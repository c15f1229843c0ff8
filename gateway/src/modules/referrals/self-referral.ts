/*
 * Why: a referral pays both sides, so a person referring themselves (a second account, a colleague's
 * account at the same company, paying with their own card) would mint free months. These rules
 * refuse the clear cases and leave the referral listed as ineligible with the reason.
 */

/** Mail providers anyone can sign up with: sharing one says nothing about being the same business. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com',
  'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'zoho.com', 'fastmail.com',
]);

/** Gmail ignores dots in the local part; everyone here ignores a "+tag". */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export const SAME_EMAIL = 'Signed up with the referrer’s own email address';
export const SAME_DOMAIN = 'Same email domain as the referrer';
export const SAME_PAYMENT_METHOD = 'Paid with the referrer’s payment method';

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** The mailbox an address delivers to: lower case, without "+tag", without Gmail's dots. */
export function mailboxOf(email: string): string {
  const domain = emailDomain(email);
  let local = email.slice(0, email.lastIndexOf('@')).toLowerCase().split('+')[0]!;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** Whether two domains name the same (non-public) business. */
export function isSameBusinessDomain(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() && !PUBLIC_MAIL_DOMAINS.has(a.toLowerCase());
}

/** Why a sign-up with `email` cannot be the referral of an account whose users have `referrerEmails`, or null. */
export function signUpRefusal(email: string, referrerEmails: string[]): string | null {
  if (referrerEmails.some((own) => mailboxOf(own) === mailboxOf(email))) return SAME_EMAIL;
  if (referrerEmails.some((own) => isSameBusinessDomain(emailDomain(own), emailDomain(email)))) return SAME_DOMAIN;
  return null;
}
