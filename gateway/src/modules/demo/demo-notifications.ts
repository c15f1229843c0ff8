import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths } from '@ledgerline/contracts';
import { Notification } from '../notifications/notification.entity.ts';

/** A demo invoice settled by a payment on the given date (YYYY-MM-DD). */
export type DemoSettlement = { invoiceId: string; paidOn: string };

/** Enough for the panel to show a read history next to what is new. */
const KEPT = 3;

/**
 * Seeding paid and viewed the demo invoices through the services, which notified the account of
 * each event as it happened: all at the same moment, all unread. Each payment notice is moved to
 * its payment's date (the view happened at seeding, as the invoice itself records), the latest
 * three are kept, and only the newest stays unread.
 */
export async function settleDemoNotifications(em: SqlEntityManager, settlements: DemoSettlement[]): Promise<void> {
  const notifications = await em.find(Notification, {});
  for (const { invoiceId, paidOn } of settlements) {
    const notice = notifications.find((n) => n.kind === 'invoice_paid' && n.link === appPaths.invoice(invoiceId));
    if (notice) notice.createdAt = new Date(`${paidOn}T15:00:00Z`);
  }
  const newestFirst = notifications.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const notice of newestFirst.slice(KEPT)) em.remove(notice);
  for (const notice of newestFirst.slice(1, KEPT)) notice.readAt = notice.createdAt;
  await em.flush();
}
