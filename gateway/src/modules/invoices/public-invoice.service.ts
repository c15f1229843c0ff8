import type { SqlEntityManager } from '@mikro-orm/sql';
import { notifyInvoiceViewed } from '../notifications/invoice-notifications.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import type { InvoiceView } from './invoice-view.ts';

/** The first view by someone outside the account: recorded once, with a notification (document-core/first-view.ts). */
export async function recordFirstInvoiceView(em: SqlEntityManager, view: InvoiceView, viewerAccountId: string | undefined): Promise<void> {
  const { invoice } = view;
  const viewedAt = await recordFirstView(
    em,
    { kind: 'invoice', id: invoice.id, accountId: invoice.account.id, viewedAt: invoice.viewedAt },
    viewerAccountId,
    (tx) => notifyInvoiceViewed(tx, invoice, view.client),
  );
  if (viewedAt) invoice.viewedAt = viewedAt;
}
