import type { MailStatus } from '@ledgerline/contracts';

/** The words and tag colour of each delivery status. */
export const MAIL_STATUS_TAGS: Record<MailStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting to send', color: 'default' },
  sending: { label: 'Sending', color: 'processing' },
  delivered: { label: 'Delivered', color: 'success' },
  kept: { label: 'Not sent: no mail server', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};
