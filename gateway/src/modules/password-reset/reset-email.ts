import { PASSWORD_RESET_TTL_MINUTES } from '@ledgerline/contracts';
import { renderDocumentEmail } from '@ledgerline/documents/document-email/document-email.ts';

const PRODUCT_NAME = 'Ledgerline';
const ACCENT = '#1677ff';

export const RESET_EMAIL_SUBJECT = 'Reset your Ledgerline password';

/** The email that carries a reset link, in the same layout as every other email of the app. */
export function renderResetEmail(username: string, link: string): { html: string; text: string } {
  const message = [
    `Hello ${username},`,
    `Someone (we hope you) asked to choose a new password for your ${PRODUCT_NAME} account. The link below works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Using it signs you out on every device.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n\n');
  return renderDocumentEmail({ businessName: PRODUCT_NAME, accentColor: ACCENT, message, linkLabel: 'Choose a new password', link });
}
