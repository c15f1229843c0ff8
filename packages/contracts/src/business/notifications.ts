import { z } from 'zod';

/** The events the API reports to an account; issue 5's notification switch lists these. */
export const NOTIFICATION_KINDS = [
  'invoice_viewed',
  'invoice_paid',
  'estimate_viewed',
  'estimate_accepted',
  'estimate_declined',
  'change_order_viewed',
  'change_order_approved',
  'change_order_declined',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  invoice_viewed: 'An invoice is viewed',
  invoice_paid: 'An invoice is paid',
  estimate_viewed: 'An estimate is viewed',
  estimate_accepted: 'An estimate is accepted',
  estimate_declined: 'An estimate is declined',
  change_order_viewed: 'A change order is viewed',
  change_order_approved: 'A change order is approved',
  change_order_declined: 'A change order is declined',
};

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The shell route that opens what the notification is about, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications takes no parameters: it always answers the newest with the unread count. */
export const notificationListQuerySchema = z.strictObject({});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notifications of the account in all, not only among the items listed. */
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The answer of POST /api/notifications/read-all: nothing of the account is left unread. */
export const notificationsReadAllSchema = z.object({ unread: z.literal(0) });
export type NotificationsReadAll = z.infer<typeof notificationsReadAllSchema>;
