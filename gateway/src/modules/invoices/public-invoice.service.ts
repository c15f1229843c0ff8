import type { SqlEntityManager } from '@mikro-orm/sql';
import { notifyInvoiceViewed } from '../notifications/invoice-notifications.ts';
import { recordFirstView } from '../document-core/first-view.ts';
import { findByPublicToken } from '../document-core/public-link.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { loadInvoiceView, type InvoiceView } from './invoice-view.ts';

/**
 * The invoice behind a public token, or null: unknown and revoked tokens find nothing, and a draft
 * is never public. `em` is a fresh fork; it is scoped here to the invoice's own account.
 */
export async function findPublicInvoice(em: SqlEntityManager, token: string): Promise<{ view: InvoiceView; settings: IAccountSettings } | null> {
  const found = await findByPublicToken(em, 'invoice', token);
  if (!found) return null;
  const [view, settings] = await Promise.all([loadInvoiceView(em, found.id), getSettings(em, found.accountId)]);
  return { view, settings };
}

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
